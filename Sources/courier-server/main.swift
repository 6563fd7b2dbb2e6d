print("courier-server: not built yet")
