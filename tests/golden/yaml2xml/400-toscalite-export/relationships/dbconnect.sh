#!/bin/sh
# relationships/dbconnect.sh of the TOSCAlite golden case
