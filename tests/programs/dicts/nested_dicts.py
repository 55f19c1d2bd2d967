db = {"u1": {"name": "A", "tags": ["x"]}, "u2": {"name": "B", "tags": []}}
for k, v in db.items():
    print(k, v["name"], len(v["tags"]))
db["u2"]["tags"].append("y")
print(db)
