# Workshop: every command a contributor or CI needs. `make run` and `make test` work on a clean
# clone: they install npm packages, build PocketBase and, for the browser tests, Chromium.

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

PB_VERSION := 0.39.11
PB := bin/pocketbase
PB_TYPES := build/pocketbase/types.d.ts
HTTP ?= 127.0.0.1:8090
DATA ?= pb_data
# The Chromium the browser tests and the benchmark run (tests/support/browser.ts reads it as
# CHROMIUM_PATH; the recipes below export it, so the binary checked is the binary run).
CHROMIUM ?= $(or $(CHROMIUM_PATH),/usr/bin/chromium)
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
NPX := npx --no-install

# Every command of ours that starts PocketBase passes --dev=false: PocketBase turns dev mode on by
# itself when the binary lies under /tmp or ~/.cache (a clone, a tarball there) and then prints
# every SQL statement, secrets included (docs/decisions/serving.md).
NO_DEV := --dev=false

# The flags every server start of ours uses: dev mode off, explicit folders, no file watching, and
# no migrations written behind our back when someone edits a collection in the dashboard; and 100
# JS engines instead of 15, since a save holds one for each of our handlers it runs inside until it
# returns (docs/decisions/benchmarks.md "100 JS engines"; the same in deploy/workshop.service and
# the tests).
SERVE_FLAGS := $(NO_DEV) --dir $(DATA) --hooksDir pb_hooks --migrationsDir pb_migrations --publicDir pb_public \
	--hooksWatch=false --automigrate=false --hooksPool=100

.PHONY: help run run-https https-tools build build-server build-web typecheck lint test test-unit test-api test-browser \
	dist demo bench bench-reminders bench-parts bench-time bench-photos bench-inspections bench-languages bench-tools clean chromium test-tools
.PHONY: image image-context test-container container-tools

help:
	@echo "make run      install, build and serve on http://$(HTTP) (data in ./$(DATA))"
	@echo "make run-https  the same on loopback with Caddy in front: https://<this machine>:$(HTTPS_PORT) (docs/https.md)"
	@echo "make test     type check, unit, API, browser and container tests"
	@echo "make demo     fill ./$(DATA) with demo data (VEHICLES=200 CATEGORIES=12 SEED=1 REPLACE=1)"
	@echo "make bench    the product against bare PocketBase with 100 000 vehicles, with budgets (docs/performance.md)"
	@echo "make bench-reminders  the reminders' benchmark rows (docs/performance.md)"
	@echo "make bench-parts  the parts' benchmark rows: issuing, the parts and reorder lists (docs/performance.md)"
	@echo "make bench-time  time on jobs' benchmark rows: clock, timesheet, downtime figures (docs/performance.md)"
	@echo "make bench-photos     peak memory while the largest photos are added and thumbnailed"
	@echo "make bench-inspections  the inspections' and defects' benchmark rows (docs/performance.md)"
	@echo "make bench-languages    the languages' benchmark rows: page on the wire, switching (docs/performance.md)"
	@echo "make dist     dist/workshop-<version>.tar.gz: the binary and the three pb_* folders"
	@echo "make image    the container image localhost/workshop:<version> (podman), saved as dist/workshop-<version>-image.tar"
	@echo "make clean    remove everything the build made"

# ---- Dependencies ---------------------------------------------------------------------------

node_modules/.installed: package.json package-lock.json
	npm ci --no-audit --no-fund
	@touch $@

$(PB):
	scripts/build-pocketbase.sh $(PB_VERSION) $@

# The binary writes the type declarations of its JS engine at bootstrap; the server code is
# type-checked against exactly those.
$(PB_TYPES): $(PB)
	@rm -rf $(dir $@) && mkdir -p $(dir $@)
	$(PB) superuser $(NO_DEV) --dir $(dir $@) >/dev/null
	@test -s $@

chromium:
	@if [ ! -x "$(CHROMIUM)" ]; then \
		echo "Installing Chromium from Debian's packages for the browser tests"; \
		$(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq chromium >/dev/null; \
	fi

# $(call apt-install,COMMANDS,PURPOSE): installs those of COMMANDS (each in the Debian package of
# the same name) that are not on the PATH.
define apt-install
	@missing=""; for tool in $(1); do command -v $$tool >/dev/null || missing="$$missing $$tool"; done; \
	if [ -n "$$missing" ]; then \
		echo "Installing$$missing from Debian's packages $(2)"; \
		$(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq $$missing >/dev/null; \
	fi
endef

# The crash test checks SQLite's files with Debian's sqlite3; the backup test restores a backup
# with unzip, as an administrator would. The digest test mails through a real SMTP server on
# loopback: Debian's python3-aiosmtpd, for Debian's own Python (/usr/bin/python3; the python3 first
# on the PATH may be another). The scan test films a QR code for Chromium's fake camera with
# ffmpeg; the HTTPS test puts Caddy in front of the server and trusts its CA with NSS's certutil.
test-tools:
	$(call apt-install,sqlite3 unzip,for the hardening tests)
	$(call apt-install,ffmpeg,for the camera test)
	$(call apt-install,caddy,for the HTTPS test)
	@command -v certutil >/dev/null || { \
		echo "Installing libnss3-tools (certutil) from Debian's packages for the HTTPS test"; \
		$(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq libnss3-tools >/dev/null; \
	}
	@/usr/bin/python3 -c 'import aiosmtpd' 2>/dev/null || { \
		echo "Installing python3-aiosmtpd from Debian's packages for the digest test"; \
		$(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq python3-aiosmtpd >/dev/null; \
	}

# ---- Build ----------------------------------------------------------------------------------

build: build-server build-web

build-server: node_modules/.installed $(PB_TYPES)
	$(NPX) tsx scripts/build-server.ts

build-web: node_modules/.installed
	$(NPX) vite build --logLevel warn

typecheck: node_modules/.installed $(PB_TYPES)
	$(NPX) tsc -p shared
	$(NPX) tsc -p server
	$(NPX) tsc -p web
	$(NPX) tsc -p web/service-worker
	$(NPX) tsc -p tests

# The code's boundaries (docs/ARCHITECTURE.md): ESLint with our own import rules (web features
# through their public face, server infrastructure importing no feature, no import cycle), and
# knip for exports nobody uses.
lint: node_modules/.installed
	$(NPX) eslint --max-warnings 0 .
	$(NPX) knip --include exports,types,nsExports,nsTypes,duplicates

# ---- Run ------------------------------------------------------------------------------------

run: build $(PB)
	$(PB) serve --http $(HTTP) $(SERVE_FLAGS)

# `make run-https`: HTTPS on the LAN (docs/https.md), what phones need for offline use, the camera
# and installing the app. Caddy from Debian's packages with its own CA in front of the server on
# 127.0.0.1:8090, for this machine's name and addresses (HTTPS_SITE); ports above 1024, so no root.
# Caddy's CA is kept in ./$(CADDY_DATA) (devices trust it once: keep it, `make clean` does too).
HTTPS_SITE ?= $(shell hostname) $(shell hostname -I 2>/dev/null) localhost
HTTPS_PORT ?= 8443
HTTPS_HTTP_PORT ?= 8080
CADDY_DATA ?= caddy_data

run-https: build $(PB) https-tools
	scripts/run-https.sh $(PB) $(abspath $(CADDY_DATA)) "$(strip $(HTTPS_SITE))" $(HTTPS_PORT) $(HTTPS_HTTP_PORT) -- $(SERVE_FLAGS)

https-tools:
	$(call apt-install,caddy openssl,for HTTPS in front)

# ---- Demo data ------------------------------------------------------------------------------

# `make demo VEHICLES=100000`: categories and vehicles for trying the product and for the
# benchmarks (server/lib/demo/). REPLACE=1 deletes the vehicles and categories already there.
VEHICLES ?= 200
CATEGORIES ?= 12
SEED ?= 1
REPLACE ?=

demo: build-server $(PB)
	$(PB) demo --vehicles $(VEHICLES) --categories $(CATEGORIES) --seed $(SEED) $(if $(REPLACE),--replace) \
		$(NO_DEV) --dir $(DATA) --hooksDir pb_hooks --migrationsDir pb_migrations

# ---- Tests ----------------------------------------------------------------------------------

test test-browser bench: export CHROMIUM_PATH := $(CHROMIUM)

# Each suite also writes a JSON report; the last line sums them up ("tests: N passed, N failed").
REPORT = --reporter=default --reporter=json --outputFile=build/test-reports/$(1).json

# How many test files run at once. Vitest's default on 2 cores is one; the unit files are work
# enough for both cores, an API file leaves a core idle while its server answers, and a browser
# file waits more than it works; three browser files at once were slower than two
# (docs/development.md, "How long make test takes").
UNIT_FILES_AT_ONCE ?= 2
API_FILES_AT_ONCE ?= 3
BROWSER_FILES_AT_ONCE ?= 2

test: typecheck lint build $(PB) chromium test-tools image-context container-tools
	@rm -rf build/test-reports
	$(NPX) vitest run --project unit --project web --maxWorkers=$(UNIT_FILES_AT_ONCE) $(call REPORT,unit)
	$(NPX) vitest run --project api --maxWorkers=$(API_FILES_AT_ONCE) $(call REPORT,api)
	$(NPX) vitest run --project browser --maxWorkers=$(BROWSER_FILES_AT_ONCE) $(call REPORT,browser)
	$(WITH_PODMAN) $(NPX) vitest run --project container $(call REPORT,container)
	@$(NPX) tsx scripts/test-summary.ts build/test-reports/unit.json build/test-reports/api.json build/test-reports/browser.json \
		build/test-reports/container.json

test-unit: node_modules/.installed $(PB_TYPES)
	$(NPX) vitest run --project unit --project web --maxWorkers=$(UNIT_FILES_AT_ONCE)

test-api: build $(PB) test-tools
	$(NPX) vitest run --project api --maxWorkers=$(API_FILES_AT_ONCE)

test-browser: build $(PB) chromium test-tools
	$(NPX) vitest run --project browser --maxWorkers=$(BROWSER_FILES_AT_ONCE)

# The container suite (tests/container/) builds the image from build/image/ through podman's
# Docker-compatible API, which scripts/with-podman.sh serves on a socket in build/container/ for
# the suite's run only.
WITH_PODMAN := scripts/with-podman.sh build/container

test-container: image-context container-tools
	$(WITH_PODMAN) $(NPX) vitest run --project container

# ---- Benchmark ------------------------------------------------------------------------------

# `make bench`: two servers from bin/pocketbase (product and bare PocketBase) on the same demo
# data, driven by wrk, against the SQLite floor (sqlite3 CLI) and Chromium; prints the table and
# the budgets, writes bench-results/<date>-<commit>.{md,json}. Not part of `make test`.
# Settings: BENCH_VEHICLES, BENCH_SECONDS, BENCH_ROUNDS, BENCH_NO_GUARD=1 (scripts/bench/main.ts).
bench: build $(PB) chromium bench-tools
	$(NPX) tsx --tsconfig tests/tsconfig.json scripts/bench/main.ts

# Issue 15's rows (reminders with 100 000 vehicles: the due list, the daily job, applying a
# plan), apart from `make bench` (scripts/bench/reminders.ts).
bench-reminders: build $(PB)
	$(NPX) tsx --tsconfig tests/tsconfig.json scripts/bench/reminders.ts

# The parts' rows (issue 26): 20 000 parts, issuing, the parts and reorder lists (scripts/bench/parts.ts).
bench-parts: build $(PB)
	$(NPX) tsx --tsconfig tests/tsconfig.json scripts/bench/parts.ts
# Time on jobs' rows (issue 25): clocking on and off, a week's timesheet for 50 technicians and
# the dashboard's downtime figures at BENCH_VEHICLES (scripts/bench/time.ts).
bench-time: build $(PB)
	$(NPX) tsx --tsconfig tests/tsconfig.json scripts/bench/time.ts
# Issue 27's row: the server's peak memory while 8 of the largest photos are added and
# thumbnailed at once (scripts/bench/photos.ts; BENCH_PHOTOS for fewer).
bench-photos: build $(PB)
	$(NPX) tsx --tsconfig tests/tsconfig.json scripts/bench/photos.ts
# Issue 28's rows: the page on the wire with both catalogues, and switching the language
# without a reload (scripts/bench/languages.ts).
bench-languages: build $(PB) chromium
	$(NPX) tsx --tsconfig tests/tsconfig.json scripts/bench/languages.ts
# `make bench-inspections`: an inspection of 100 lines saved done, and the defects list, on the
# demo's 100 000 vehicles (scripts/bench/inspections.ts). Not part of `make test`.
bench-inspections: build $(PB)
	$(NPX) tsx --tsconfig tests/tsconfig.json scripts/bench/inspections.ts

# wrk (a C load generator: it takes little CPU from the servers on a small machine) and the
# SQLite CLI (the floor), from Debian's packages like Chromium.
bench-tools:
	$(call apt-install,wrk sqlite3,for the benchmark)

# ---- Distribution ---------------------------------------------------------------------------

dist: build $(PB)
	@rm -rf build/dist && mkdir -p build/dist/workshop dist
	cp $(PB) build/dist/workshop/pocketbase
	mkdir -p build/dist/workshop/pb_hooks build/dist/workshop/pb_migrations build/dist/workshop/pb_public
	cp -R pb_hooks/lib pb_hooks/*.pb.js build/dist/workshop/pb_hooks/
	cp pb_migrations/*.js build/dist/workshop/pb_migrations/
	cp pb_public/index.html pb_public/index.html.*.part pb_public/sw.js build/dist/workshop/pb_public/
	cp deploy/workshop.service deploy/workshop-https.conf deploy/caddy-workshop.conf deploy/Caddyfile deploy/README.md build/dist/workshop/
	tar -C build/dist -czf dist/workshop-$$(node -p 'require("./package.json").version').tar.gz workshop
	@ls -l dist/

# ---- Container image ------------------------------------------------------------------------

VERSION = $(shell node -p 'require("./package.json").version')
IMAGE_CONTEXT := build/image
CA_CERTIFICATES := /etc/ssl/certs/ca-certificates.crt

# podman with our settings (scripts/containers.conf), so nothing is written to /etc.
image test test-container: export CONTAINERS_CONF := $(CURDIR)/scripts/containers.conf

# `make image`: localhost/workshop:<version> in podman's image store, from the same files as the tarball
# (Containerfile says what goes where), and saved for `podman load` / `docker load` elsewhere.
# `--format docker`: the OCI image format has no HEALTHCHECK.
image: image-context container-tools
	podman build --format docker --build-arg VERSION=$(VERSION) -t localhost/workshop:$(VERSION) $(IMAGE_CONTEXT)
	@rm -f dist/workshop-$(VERSION)-image.tar
	podman save --format docker-archive -o dist/workshop-$(VERSION)-image.tar localhost/workshop:$(VERSION)
	@ls -l dist/

# The build context: the `make dist` tree, Debian's CA bundle and an empty data dir that the
# image gives to its non-root user.
image-context: dist $(CA_CERTIFICATES)
	@rm -rf $(IMAGE_CONTEXT) && mkdir -p $(IMAGE_CONTEXT)/pb_data
	cp Containerfile $(IMAGE_CONTEXT)/
	cp -R build/dist/workshop $(IMAGE_CONTEXT)/workshop
	cp $(CA_CERTIFICATES) $(IMAGE_CONTEXT)/ca-certificates.crt

$(CA_CERTIFICATES):
	$(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq ca-certificates >/dev/null

# Debian's podman, and runc as its runtime (scripts/containers.conf says why).
container-tools:
	$(call apt-install,podman runc,for the container image and its tests)

clean:
	rm -rf bin build dist pb_hooks/lib pb_hooks/*.pb.js pb_migrations/*.js pb_public/index.html pb_public/index.html.*.part pb_public/sw.js node_modules
