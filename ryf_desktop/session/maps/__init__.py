"""The battlemap on the open campaign in memory: what a map shows (:mod:`.views`), what its
tokens see (:mod:`.sight`) and the commands that change maps, their squares and their tokens."""
