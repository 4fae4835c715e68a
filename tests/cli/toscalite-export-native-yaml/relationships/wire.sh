echo connect
