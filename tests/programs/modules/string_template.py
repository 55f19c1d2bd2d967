from string import Template
t = Template("$who likes ${what}; cost $$5 $x")
print(t.substitute(who="tim", what="kung pao", x=1), t.get_identifiers(), t.is_valid())
print(t.safe_substitute({"who": "a"}))
try: t.substitute(who=1)
except KeyError as e: print(repr(e))
bad = Template("ok\nthen $ here ${bad")
print(bad.safe_substitute(), bad.is_valid())
try: bad.substitute()
except ValueError as e: print(e)
print(Template("$a$b${c}d").substitute(a=1, b=2, c=3), Template("$").safe_substitute(), Template("x$1").safe_substitute())
class P(Template): delimiter = '%'
print(P("%x and %%").substitute(x=5), t.template)
