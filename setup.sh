#!/usr/bin/env bash
# Installs the Debian 12 packages Kinedit needs and builds it into build/.
# Runs as root, or as a user with sudo. Safe to run again.
set -euo pipefail
cd "$(dirname "$0")"

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive

PACKAGES=(
  build-essential cmake
  # Compiler cache: a fresh clone (CI's) reuses what an earlier build compiled
  ccache
  qt6-base-dev qt6-3d-dev qt6-tools-dev qt6-l10n-tools qt6-tools-dev-tools
  libassimp-dev libeigen3-dev
  # Qt's shader compiler (a private API in 6.4), started off the GUI thread
  qt6-shadertools-dev qt6-base-private-dev
  # Simplified copies of heavy meshes (MJCF export); their disk cache's key
  libmeshoptimizer-dev libxxhash-dev
  # Self-collision (model/geometry/SelfCollision): FCL, MoveIt's checker
  libfcl-dev
  # Convex hulls of open meshes weighed by `kinedit-cli inertia` (libqhull_r)
  libqhull-dev
  # xacro.load_yaml (libyaml, the parser PyYAML wraps); the xacro oracle (python3-yaml)
  libyaml-dev python3 python3-yaml
  libgl-dev libgl1-mesa-dri xvfb xauth fonts-dejavu-core
  # The window icon (SVG), and checking the installed desktop entry and MIME types
  libqt6svg6 desktop-file-utils shared-mime-info
  # Test oracles (optional to the build; the comparison tests build when present)
  liborocos-kdl-dev libkdl-parser-dev liburdfdom-dev
  libdart-dev libdart-utils-urdf-dev libdart-external-ikfast-dev
  libsdformat-dev
  # MuJoCo 2.2.2: the MJCF comparisons (tst_mjcf) and the load benchmark's peer
  libmujoco-dev
  # The Debian package's check (tests/PackageCheck.cmake)
  dpkg-dev lintian
  # The language server's real clients in the tests: Neovim headless, and
  # node for the VS Code extension's script
  neovim nodejs
  # Fuzzing (tests/fuzz, optional): clang with libFuzzer and the sanitizers
  clang libclang-rt-14-dev
  # The sources' format (.clang-format), checked by the source_format test
  clang-format
)
# Skip apt when everything is already there (CI on a prepared machine).
if ! dpkg-query -W -f='${Status}\n' "${PACKAGES[@]}" 2>/dev/null | grep -qv "install ok installed" \
   && [ "$(dpkg-query -W -f='${Status}\n' "${PACKAGES[@]}" 2>/dev/null | wc -l)" -eq "${#PACKAGES[@]}" ]; then
  echo "setup.sh: all packages present"
else
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq "${PACKAGES[@]}"
fi

cmake -S . -B build -DCMAKE_BUILD_TYPE=Release
cmake --build build -j2
