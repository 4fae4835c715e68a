#!/bin/sh
# web/start.sh of the TOSCAlite golden case
