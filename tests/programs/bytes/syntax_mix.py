print('before')
mixed = (b'binary '
         'text')
