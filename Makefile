# Croupier Assistant: `make run` to start the site, `make test` to check everything.

SHELL := /bin/bash
.SHELLFLAGS := -euo pipefail -c
.DEFAULT_GOAL := help

VENV := .venv
PYTHON := $(VENV)/bin/python
MANAGE := $(PYTHON) manage.py
RUFF := $(VENV)/bin/ruff
# What is installed, one stamp each: the site's packages (`make run`) and the whole toolchain
# (`make test`, which includes the site's: installing it stamps both).
SITE_STAMP := $(VENV)/.installed-site
DEV_STAMP := $(VENV)/.installed-dev
PYTEST_ARGS := -m "not e2e and not slow and not migration" -n auto
POSTGRES_URL := postgres://postgres:postgres@127.0.0.1:5432/croupier
# The development server's address: `make run PORT=8001` when 8000 is taken.
HOST := 127.0.0.1
PORT ?= 8000

# pytest exits 5 when it collected no test: that is a failure here, and says so.
# $(1): the environment; $(2): more arguments.
define pytest
	$(1) $(PYTHON) -m pytest $(PYTEST_ARGS) $(2) || { status=$$?; \
		if [ $$status -eq 5 ]; then echo "pytest collected no tests" >&2; fi; exit $$status; }
endef

.PHONY: help venv venv-dev run test lint format chromium pdf-tools

help:
	@echo "make run     start the development server on http://127.0.0.1:8000/ (SQLite);"
	@echo "             another port: make run PORT=8001"
	@echo "make test    lint, check translations and migrations, test on SQLite and PostgreSQL"
	@echo "make lint    ruff, mypy and the import contracts"
	@echo "make format  ruff format and ruff check --fix"

# The venv with what the site needs; `venv-dev` adds the test toolchain (pytest, Playwright,
# mypy, ruff...), which `make run` does not need and which takes most of pip's time.
venv: $(SITE_STAMP)

venv-dev: $(DEV_STAMP)

# $(1): the requirements file to install.
define install
	command -v msgfmt >/dev/null || { apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y gettext; }
	test -x $(PYTHON) || python3 -m venv $(VENV)
	$(PYTHON) -m pip install --disable-pip-version-check -r $(1)
endef

$(SITE_STAMP): requirements.txt
	$(call install,requirements.txt)
	touch $@

$(DEV_STAMP): requirements.txt requirements-dev.txt
	$(call install,requirements-dev.txt)
	touch $@ $(SITE_STAMP)

# The port is checked first: the server itself, on a taken port, says it is starting and
# then nothing more. `warm` compiles the analysis kernels (numba) into their on-disk cache,
# so the first best-play question does not wait for the compiler.
run: venv
	@$(PYTHON) scripts/port-free $(HOST) $(PORT)
	$(MANAGE) compilemessages --ignore=$(VENV)
	$(MANAGE) migrate
	$(MANAGE) warm
	$(MANAGE) runserver $(HOST):$(PORT)

test: venv-dev chromium pdf-tools
	$(RUFF) check .
	$(RUFF) format --check .
	$(VENV)/bin/mypy engine croupier paytables play trainer school
	$(VENV)/bin/lint-imports
	$(VENV)/bin/typos
	$(VENV)/bin/djade --check --target-version 5.2 $$(find templates -name '*.html')
	$(MANAGE) compilemessages --ignore=$(VENV)
	env -u DATABASE_URL $(MANAGE) makemigrations --check --dry-run
	# Compiled once here, each test process loads the kernels instead of compiling them.
	$(MANAGE) warm
	$(call pytest,env -u DATABASE_URL)
	scripts/ensure-postgres.sh
	# On PostgreSQL the property tests try all their examples (tests/conftest.py's profiles),
	# and the migrations are run back and forth as production would.
	$(call pytest,env DATABASE_URL=$(POSTGRES_URL),-m "not e2e and not slow" --hypothesis-profile=full)
	# Once, on SQLite: the long exact computations, the rest of the drill and calculator
	# grids, the property tests with all their examples (the everyday run above tries a third
	# of them) and the migrations back and forth.
	env -u DATABASE_URL $(PYTHON) -m pytest -m "slow or hypothesis or migration" --hypothesis-profile=full
	# The browser tests, once, against a live server on SQLite; screenshots in test-artifacts/.
	env -u DATABASE_URL DJANGO_ALLOW_ASYNC_UNSAFE=true $(PYTHON) -m pytest -m e2e tests/e2e

# Debian's Chromium for the browser tests (never `playwright install`: no browser downloads).
chromium:
	command -v chromium >/dev/null || { apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium; }

# poppler's pdftoppm and zbar's zbarimg: the certificate test reads the PDF's QR code back as
# a phone would (tests/school/test_certificates.py).
pdf-tools:
	command -v pdftoppm >/dev/null && command -v zbarimg >/dev/null || { apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y poppler-utils zbar-tools; }

lint: venv-dev
	$(RUFF) check .
	$(VENV)/bin/mypy engine croupier paytables play trainer school
	$(VENV)/bin/lint-imports
	$(VENV)/bin/typos
	$(VENV)/bin/djade --check --target-version 5.2 $$(find templates -name '*.html')
	$(RUFF) format --check .

format: venv-dev
	$(RUFF) format .
	$(RUFF) check --fix .
