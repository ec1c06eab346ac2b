"""Reads a workbook the portal saved with openpyxl (Debian's python3-openpyxl), a second spreadsheet library
beside exceljs: each sheet's check formulas worked out from the cells they name, and the cells asked for.

    python3 e2e/lib/readWorkbook.py FILE LABEL [LABEL ...]

Prints JSON: for every sheet, its name, each check row's values (ROUND of a sum of the sheet's cells, as Excel
would work it out) and, for each LABEL found in column A, that row's values of columns B to J.
"""
import json
import re
import sys

import openpyxl

CHECK = re.compile(r"^=?ROUND\((.+),2\)$")
TERM = re.compile(r"([+-]?)([A-Z]+[0-9]+)")


def value_of(sheet, address):
    value = sheet[address].value
    if value is None:
        return 0.0
    if isinstance(value, (int, float)):
        return float(value)
    match = CHECK.match(str(value))
    if not match:
        raise ValueError(f"{sheet.title}!{address} is not a number or a check: {value!r}")
    total = sum((-1 if sign == "-" else 1) * value_of(sheet, cell) for sign, cell in TERM.findall(match.group(1)))
    return round(total, 2) + 0.0


def read_sheets(path, labels):
    """Every sheet of the workbook at `path`: its name, its check rows' values and the rows of `labels[1:]`."""
    check_label = labels[0]
    book = openpyxl.load_workbook(path)
    sheets = []
    for sheet in book.worksheets:
        rows = {}
        checks = []
        for row in sheet.iter_rows(min_col=1, max_col=1):
            cell = row[0]
            if cell.value == check_label:
                checks.append([value_of(sheet, f"{column}{cell.row}") for column in "BCDEFGHIJ"])
            elif cell.value in labels[1:]:
                rows[cell.value] = [sheet[f"{column}{cell.row}"].value for column in "BCDEFGHIJ"]
        sheets.append({"name": sheet.title, "checks": checks, "rows": rows})
    return sheets


if __name__ == "__main__":
    json.dump({"sheets": read_sheets(sys.argv[1], sys.argv[2:])}, sys.stdout)
