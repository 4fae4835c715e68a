/// The analytical operators (sum, count, min, max, mean, median, variance,
/// standard_deviation) with the semantics of stats-lite and lodash, and the
/// regressions with those of regression-js. Their arguments are literals:
/// Vintner does not evaluate them.

#include "values_detail.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

namespace tosca::variability::detail {

namespace {

// ------------------------------------------------------------ rounding

/// Vintner's `toFixed`: Number(x.toFixed(2)). toFixed rounds the exact
/// binary value, and an exact tie away from zero; printf rounds exact ties
/// to even. A binary value ties at two decimals only when it ends in .125,
/// .375, .625 or .875 (x * 8 odd); those are printed with their three
/// decimals and rounded up by hand (.12 -> .13, .37 -> .38, ...: the kept
/// digit is a 2 or a 7, so nothing carries).
double to_fixed_2(double x)
{
  const double magnitude = std::fabs(x);
  if (magnitude >= 1e21) {
    return x;  // toFixed prints such numbers as they are
  }
  char buffer[64];
  std::string digits;
  if (std::fmod(magnitude * 8, 2) == 1) {
    std::snprintf(buffer, sizeof buffer, "%.3f", magnitude);
    digits = buffer;
    digits.pop_back();  // the 5
    ++digits.back();
  } else {
    std::snprintf(buffer, sizeof buffer, "%.2f", magnitude);
    digits = buffer;
  }
  const double rounded = std::strtod(digits.c_str(), nullptr);
  return x < 0 ? -rounded : rounded;
}

/// JavaScript's Math.round: the nearest integer, ties towards +infinity.
double js_round(double x)
{
  const double floor = std::floor(x);
  return x - floor >= 0.5 ? floor + 1 : floor;
}

/// regression-js rounds coefficients and predictions to its precision, 2.
double round_2(double x)
{
  return js_round(x * 100) / 100;
}

// ------------------------------------------------------------ analytical

/// The argument as a list of literal numbers (Vintner does not evaluate
/// them), at least `minimum` of them.
std::vector<double> literal_numbers(const Call& c, std::size_t minimum = 0)
{
  const auto& items = list_of(c, c.args);
  if (items.size() < minimum) {
    c.fail(c.args, "expects at least one number");
  }
  std::vector<double> numbers;
  for (const auto& item : items) {
    numbers.push_back(literal_number(c, item));
  }
  return numbers;
}

double sum_of(const std::vector<double>& numbers)
{
  double sum = 0;
  for (double d : numbers) {
    sum += d;
  }
  return sum;
}

/// stats-lite's population variance: the mean squared distance from the mean.
double variance_of(const std::vector<double>& numbers)
{
  const double mean = sum_of(numbers) / static_cast<double>(numbers.size());
  double squares = 0;
  for (double d : numbers) {
    squares += (d - mean) * (d - mean);
  }
  return squares / static_cast<double>(numbers.size());
}

/// lodash's _.min and _.max: the element itself, no rounding.
Value extreme(const Call& c, bool maximum)
{
  literal_numbers(c, 1);
  const auto& items = c.args.items;
  const Value* best = &items[0];
  for (const auto& item : items) {
    if (maximum ? as_double(item) > as_double(*best) : as_double(item) < as_double(*best)) {
      best = &item;
    }
  }
  return best->kind == Kind::integer ? c.result(*best) : c.number(best->floating);
}

}  // namespace

Value op_sum(const Call& c)
{
  return c.number(to_fixed_2(sum_of(literal_numbers(c))));
}

Value op_count(const Call& c)
{
  return c.number(static_cast<double>(literal_numbers(c).size()));
}

Value op_min(const Call& c)
{
  return extreme(c, false);
}

Value op_max(const Call& c)
{
  return extreme(c, true);
}

Value op_mean(const Call& c)
{
  const auto numbers = literal_numbers(c, 1);
  return c.number(to_fixed_2(sum_of(numbers) / static_cast<double>(numbers.size())));
}

/// stats-lite's median is not rounded, unlike mean.
Value op_median(const Call& c)
{
  auto numbers = literal_numbers(c, 1);
  std::sort(numbers.begin(), numbers.end());
  const std::size_t half = numbers.size() / 2;
  return c.number(numbers.size() % 2 ? numbers[half] : (numbers[half - 1] + numbers[half]) / 2.0);
}

Value op_variance(const Call& c)
{
  return c.number(to_fixed_2(variance_of(literal_numbers(c, 1))));
}

Value op_standard_deviation(const Call& c)
{
  return c.number(to_fixed_2(std::sqrt(variance_of(literal_numbers(c, 1)))));
}

// ------------------------------------------------------------ regressions
//
// regression-js fits with its default precision of 2 decimals: it rounds
// the coefficients before predicting and rounds the prediction again, so
// each fit below keeps its order of operations; Vintner then applies
// toFixed(2) on top.

namespace {

struct Point
{
  double x = 0;
  double y = 0;
};

std::vector<Point> points_of(const Call& c, const Value& v)
{
  std::vector<Point> points;
  for (const auto& item : list_of(c, v)) {
    if (item.kind != Kind::list || item.items.size() != 2) {
      c.fail(item, "expects points [x, y], got " + to_json(item));
    }
    points.push_back({literal_number(c, item.items[0]), literal_number(c, item.items[1])});
  }
  return points;
}

double fit_linear(const std::vector<Point>& points, double x)
{
  double sx = 0, sy = 0, sxx = 0, sxy = 0;
  for (const auto& p : points) {
    sx += p.x;
    sy += p.y;
    sxx += p.x * p.x;
    sxy += p.x * p.y;
  }
  const auto n = static_cast<double>(points.size());
  const double run = n * sxx - sx * sx;
  const double rise = n * sxy - sx * sy;
  const double gradient = run == 0 ? 0 : round_2(rise / run);
  const double intercept = round_2(sy / n - (gradient * sx) / n);
  return round_2(gradient * x + intercept);
}

/// y = a * e^(b * x), fitted with weights y (regression-js's formulas).
double fit_exponential(const std::vector<Point>& points, double x)
{
  double sy = 0, sxxy = 0, sylny = 0, sxylny = 0, sxy = 0;
  for (const auto& p : points) {
    sy += p.y;
    sxxy += p.x * p.x * p.y;
    sylny += p.y * std::log(p.y);
    sxylny += p.x * p.y * std::log(p.y);
    sxy += p.x * p.y;
  }
  const double denominator = sy * sxxy - sxy * sxy;
  const double a = round_2(std::exp((sxxy * sylny - sxy * sxylny) / denominator));
  const double b = round_2((sy * sxylny - sxy * sylny) / denominator);
  return round_2(a * std::exp(b * x));
}

/// y = a + b * ln(x).
double fit_logarithmic(const std::vector<Point>& points, double x)
{
  double slnx = 0, sylnx = 0, sy = 0, slnx2 = 0;
  for (const auto& p : points) {
    const double lnx = std::log(p.x);
    slnx += lnx;
    sylnx += p.y * lnx;
    sy += p.y;
    slnx2 += lnx * lnx;
  }
  const auto n = static_cast<double>(points.size());
  const double b = round_2((n * sylnx - sy * slnx) / (n * slnx2 - slnx * slnx));
  const double a = round_2((sy - b * slnx) / n);
  return round_2(round_2(a + b * std::log(x)));
}

/// regression-js's Gaussian elimination, on its column-major layout
/// (m[column][row], the last column the right-hand side) and with its
/// pivot search, so the rounding of the coefficients comes out the same.
std::vector<double> gaussian_elimination(std::vector<std::vector<double>> m)
{
  const int n = static_cast<int>(m.size()) - 1;
  for (int i = 0; i < n; ++i) {
    int pivot = i;
    for (int j = i + 1; j < n; ++j) {
      if (std::fabs(m[i][j]) > std::fabs(m[i][pivot])) {
        pivot = j;
      }
    }
    for (int k = i; k <= n; ++k) {
      std::swap(m[k][i], m[k][pivot]);
    }
    for (int j = i + 1; j < n; ++j) {
      for (int k = n; k >= i; --k) {
        m[k][j] -= (m[k][i] * m[i][j]) / m[i][i];
      }
    }
  }
  std::vector<double> coefficients(static_cast<std::size_t>(n));
  for (int j = n - 1; j >= 0; --j) {
    double total = 0;
    for (int k = j + 1; k < n; ++k) {
      total += m[k][j] * coefficients[k];
    }
    coefficients[j] = (m[n][j] - total) / m[j][j];
  }
  return coefficients;
}

/// y = c0 + c1 x + ... + c_order x^order, by least squares.
double fit_polynomial(const std::vector<Point>& points, int order, double x)
{
  const int k = order + 1;
  std::vector<std::vector<double>> columns;
  std::vector<double> right;
  for (int i = 0; i < k; ++i) {
    double a = 0;
    for (const auto& p : points) {
      a += std::pow(p.x, i) * p.y;
    }
    right.push_back(a);
    std::vector<double> column;
    for (int j = 0; j < k; ++j) {
      double b = 0;
      for (const auto& p : points) {
        b += std::pow(p.x, i + j);
      }
      column.push_back(b);
    }
    columns.push_back(std::move(column));
  }
  columns.push_back(std::move(right));
  double y = 0;
  int power = 0;
  for (double coefficient : gaussian_elimination(std::move(columns))) {
    y += round_2(coefficient) * std::pow(x, power++);
  }
  return round_2(y);
}

/// A prediction as Vintner returns it; NaN or Infinity (too few points, a
/// logarithm of a non-positive value) is an error.
Value prediction(const Call& c, double y)
{
  if (!std::isfinite(y)) {
    c.fail(c.expression, "has no finite result for these points");
  }
  return c.number(to_fixed_2(y));
}

}  // namespace

Value op_linear_regression(const Call& c)
{
  const auto& items = arguments(c, 2);
  return prediction(c, fit_linear(points_of(c, items[0]), literal_number(c, items[1])));
}

// Orders above 64 are refused: they cannot be fitted meaningfully, and the
// work grows with the square of the order.
Value op_polynomial_regression(const Call& c)
{
  const auto& items = arguments(c, 3);
  const auto points = points_of(c, items[0]);
  const double order = literal_number(c, items[1]);
  if (order < 0 || order > 64 || std::trunc(order) != order) {
    c.fail(items[1], "expects an order from 0 to 64, got " + to_json(items[1]));
  }
  return prediction(c,
                    fit_polynomial(points, static_cast<int>(order), literal_number(c, items[2])));
}

Value op_logarithmic_regression(const Call& c)
{
  const auto& items = arguments(c, 2);
  return prediction(c, fit_logarithmic(points_of(c, items[0]), literal_number(c, items[1])));
}

Value op_exponential_regression(const Call& c)
{
  const auto& items = arguments(c, 2);
  return prediction(c, fit_exponential(points_of(c, items[0]), literal_number(c, items[1])));
}

}  // namespace tosca::variability::detail
