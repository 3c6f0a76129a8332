#!/usr/bin/env bash
# Installs what duo-say needs from Debian, and only what is missing:
# libespeak-ng-dev (headers and library), espeak-ng-data (the voices),
# libpcaudio-dev (the audio device), espeak-ng (the command the tests compare with),
# libopenblas0 (the sentence model's matrix products), libedit-dev (line
# editing and history in the conversation), libpocketsphinx3 and
# pocketsphinx-en-us (hearing phrases by ear: `coverage --by-ear`), curl and
# unzip (to fetch the model) and pkg-config. apt-get runs only when something
# is missing.
# Then Scripts/install-model.sh fetches the sentence model if it is missing.
set -euo pipefail

missing=()
if ! command -v pkg-config >/dev/null 2>&1; then
  missing+=(pkg-config libespeak-ng-dev)
elif ! pkg-config --exists espeak-ng; then
  missing+=(libespeak-ng-dev)
fi
[ -f /usr/include/pcaudiolib/audio.h ] || missing+=(libpcaudio-dev)
dpkg-query -W -f='${Status}' espeak-ng-data 2>/dev/null | grep -q "ok installed" || missing+=(espeak-ng-data)
command -v espeak-ng >/dev/null 2>&1 || missing+=(espeak-ng)
ldconfig -p 2>/dev/null | grep -q "libopenblas.so.0 " || missing+=(libopenblas0)
[ -f /usr/include/histedit.h ] || missing+=(libedit-dev)
ldconfig -p 2>/dev/null | grep -q "libpocketsphinx.so.3 " || missing+=(libpocketsphinx3)
[ -f /usr/share/pocketsphinx/model/en-us/en-us/mdef ] || missing+=(pocketsphinx-en-us)
command -v curl >/dev/null 2>&1 || missing+=(curl ca-certificates)
command -v unzip >/dev/null 2>&1 || missing+=(unzip)

if [ ${#missing[@]} -gt 0 ]; then
  echo "install-deps: installing ${missing[*]}" >&2
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

"$(dirname "$0")/install-model.sh"

if ! command -v swift >/dev/null 2>&1; then
  echo "install-deps: the Swift toolchain (6.0 or later) is not on PATH; see https://swift.org/install" >&2
  exit 1
fi
