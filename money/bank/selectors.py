from money.models import BankImport


def bank_import_get(*, import_id: int) -> BankImport | None:
    return BankImport.objects.filter(pk=import_id).first()
