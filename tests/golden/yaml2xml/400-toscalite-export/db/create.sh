#!/bin/sh
# db/create.sh of the TOSCAlite golden case
