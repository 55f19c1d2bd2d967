shopping = ["milk", "eggs"]
shopping.append("bread")
shopping.apend("butter")
