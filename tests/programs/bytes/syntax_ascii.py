print('before')
label = b'Größe'
