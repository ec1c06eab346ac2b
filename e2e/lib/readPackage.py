"""Reads a quarter package the portal saved, with Python's own zip, CSV and hash libraries and openpyxl: an
independent reader beside the journey's JavaScript.

    python3 e2e/lib/readPackage.py FILE CHECK_LABEL [LABEL ...]

Prints JSON: the zip's entry names; manifest.csv's heading and rows as Python's csv module reads them (UTF-8
with its byte-order mark); for each row listed as included, whether its bytes and SHA-256 are the entry's; and
every .xlsx entry's sheets as readWorkbook.py reads them (its check rows worked out, the LABEL rows).
"""
import csv
import hashlib
import io
import json
import os
import sys
import tempfile
import zipfile

from readWorkbook import read_sheets


def main():
    path, labels = sys.argv[1], sys.argv[2:]
    with zipfile.ZipFile(path) as package:
        names = package.namelist()
        manifest = list(csv.reader(io.StringIO(package.read("manifest.csv").decode("utf-8-sig"), newline="")))
        heading, rows = manifest[0], manifest[1:]
        mismatches = []
        for row in rows:
            name, size, digest = row[0], row[7], row[8]
            if name not in names:
                continue
            data = package.read(name)
            if str(len(data)) != size or hashlib.sha256(data).hexdigest() != digest:
                mismatches.append(name)
        workbooks = {}
        with tempfile.TemporaryDirectory() as folder:
            for name in names:
                if name.endswith(".xlsx"):
                    copy = os.path.join(folder, "book.xlsx")
                    with open(copy, "wb") as file:
                        file.write(package.read(name))
                    workbooks[name] = read_sheets(copy, labels)
    json.dump(
        {"entries": names, "heading": heading, "rows": rows, "mismatches": mismatches, "workbooks": workbooks},
        sys.stdout,
    )


main()
