#!/usr/bin/env bash
# Counts the lines a first read of the kit takes: the files and folders ARCHITECTURE.md's
# "A reading path" names, step by step, so the figure the docs quote is measured, not typed.
#
# The path walks the app layers (Sources/App) and only the public faces of the platform
# (Sources/Platform): the Store protocol, not the stores; the fetched-results controller, not
# its rows. A folder counts every Swift file under it. When the path in ARCHITECTURE.md changes,
# change the list below in the same commit.
#
# Usage: Support/Scripts/reading-path.sh
# Prints one line per step (its lines and files), then the total and its share of Sources.
set -euo pipefail
cd "$(dirname "$0")/../.."

# One step a line: its title, a bar, then the paths it names.
steps=(
  "The layers|Package.swift"
  "A state enum|Sources/App/ViewModels/PhotoDetail Tests/ViewModelsTests/PhotoDetailViewModelTests.swift"
  "Pure views|Sources/App/Views/Screens/PhotoDetailView.swift Sources/App/Views/Text/SafeText.swift Tests/ViewsTests/PhotoDetailViewTests.swift"
  "The coordinator and the composition root|Sources/App/Coordinators/Gallery Sources/App/Composition/Gallery/GalleryApp.swift Sources/App/LineFrontEnd/Gallery/GalleryLines.swift"
  "Input kinds|Sources/App/Lessons/InputKinds Sources/App/ViewModels/VideoPost/VideoURLPostViewModel.swift Sources/App/ViewModels/VideoPost/VideoAssetPostViewModel.swift"
  "The async client|Sources/App/Lessons/PlainClient Sources/App/Networking/PhotoAPI Sources/Platform/HTTPTransport/Client/HTTPClient.swift Sources/Platform/HTTPTransport/Client/Request.swift"
  "Live lists|Sources/Platform/DataEngine/Store/Store.swift Sources/Platform/DataEngine/FetchedResults/FetchedResultsController.swift Sources/App/Models/DataSource Sources/App/ViewModels/PhotoList"
)

# The Swift files a path names: itself, or every Swift file under the folder.
files_of() {
  if [ -d "$1" ]; then
    find "$1" -name '*.swift' | sort
  elif [ -f "$1" ]; then
    echo "$1"
  else
    echo "reading-path.sh: ARCHITECTURE.md's path names $1, which does not exist" >&2
    exit 1
  fi
}

lines_of() { cat "$@" | wc -l | tr -d ' '; }

total_lines=0
total_files=0
number=0
for step in "${steps[@]}"; do
  number=$((number + 1))
  title=${step%%|*}
  files=()
  for path in ${step#*|}; do
    while IFS= read -r file; do files+=("$file"); done < <(files_of "$path")
  done
  count=$(lines_of "${files[@]}")
  total_lines=$((total_lines + count))
  total_files=$((total_files + ${#files[@]}))
  printf '%d. %s: %d lines in %d files\n' "$number" "$title" "$count" "${#files[@]}"
done

sources=$(find Sources -name '*.swift' -print0 | xargs -0 cat | wc -l | tr -d ' ')
printf 'Total: %d lines in %d files, %d%% of the %d lines of Sources\n' \
  "$total_lines" "$total_files" $((100 * total_lines / sources)) "$sources"
