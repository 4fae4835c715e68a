#!/bin/sh
# shared/unpack.sh of the TOSCAlite golden case
