raise 5
