"""What the program keeps on disk, without Qt: game records (``records``, their fields in
``record_fields``), the statistics in SQLite (``database``, ``statistics``, ``results`` and
``deals``: what they say of each deal), the deal of the day (``daily``), the settings file
(``settings``), the bounds every value read from a file is held to (``bounds``), and atomic
writing and bounded reading (``files``)."""
