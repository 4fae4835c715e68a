#include "cli.hpp"

int main(int argc, char** argv)
{
  return tosca::cli::run(argc, argv);
}
