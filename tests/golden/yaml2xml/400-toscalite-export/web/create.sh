#!/bin/sh
# web/create.sh of the TOSCAlite golden case
