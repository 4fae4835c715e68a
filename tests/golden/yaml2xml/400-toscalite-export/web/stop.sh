#!/bin/sh
# web/stop.sh of the TOSCAlite golden case
