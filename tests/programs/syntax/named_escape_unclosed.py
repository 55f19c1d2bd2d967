text = "x\N{LATIN SMALL"
