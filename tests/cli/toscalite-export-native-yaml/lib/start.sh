systemctl start nginx
