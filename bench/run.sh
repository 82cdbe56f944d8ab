#!/usr/bin/env bash
# Run the benchmarks on one core and print their tables: bash bench/run.sh
# Paste the numbers into bench/README.md by hand, with the date and the machine; for JSON,
# run a script alone: .venv/bin/python -m bench.evaluator --json PATH
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

python=.venv/bin/python
[ -x "$python" ] || python=python3
pin=()
# One core, so that the scheduler moving the process does not show up in the numbers.
if command -v taskset >/dev/null && taskset -c 0 true 2>/dev/null; then
    pin=(taskset -c 0)
else
    echo "taskset not available: running unpinned" >&2
fi

echo "$(date -u '+%Y-%m-%d %H:%M UTC'); $("$python" --version); load average: $(cut -d' ' -f1-3 /proc/loadavg)"
${pin[@]+"${pin[@]}"} "$python" -m bench.evaluator
echo
${pin[@]+"${pin[@]}"} "$python" -m bench.settlement
