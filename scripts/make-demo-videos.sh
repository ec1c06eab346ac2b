#!/usr/bin/env bash
# Writes the demo provider's video clips into mocks/video/: a few seconds each, small, with English WebVTT
# captions. The clips are committed; run this only to change them (needs ffmpeg: apt-get install ffmpeg).
# Each clip is a moving colour pattern with the video's name, and a quiet tone, in WebM (VP9 and Opus), which
# every browser the portal supports plays.
set -euo pipefail
cd "$(dirname "$0")/../mocks/video"
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf

clip() { # id, title, hue, first caption, second caption
  local id=$1 title=$2 hue=$3
  ffmpeg -loglevel error -y \
    -f lavfi -i "gradients=size=480x270:rate=24:duration=4:speed=0.02:c0=0x0b2545:c1=0x13315c:c2=0x1d5c96:c3=0x8da9c4:seed=${hue}" \
    -f lavfi -i "sine=frequency=$((220 + hue * 20)):duration=4:sample_rate=48000" \
    -filter_complex "[0:v]drawtext=fontfile=${font}:text='${title}':fontcolor=white:fontsize=22:x=(w-tw)/2:y=(h-th)/2[v];[1:a]volume=0.05[a]" \
    -map "[v]" -map "[a]" -c:v libvpx-vp9 -b:v 90k -deadline good -c:a libopus -b:a 24k -shortest "${id}.webm"
  cat > "${id}.vtt" <<VTT
WEBVTT

00:00.000 --> 00:02.000
$4

00:02.000 --> 00:04.000
$5
VTT
}

clip vid-home-2026 'A Message from Our Co-CEOs' 1 'Welcome to the investor portal.' 'A look at the year in private markets.'
clip vid-opportunity-first-look 'New Opportunity Spotlight' 2 'A first look at the opportunity.' 'Strategy, team and terms.'
clip vid-opportunity-team 'Meet the Investment Team' 3 'A conversation with the investment team.' 'How the fund invests.'
clip vid-event-recording 'Event recording' 4 'Thank you for joining the annual meeting.' 'The recording of the presentation.'
clip vid-event-questions 'Questions from investors' 5 'Questions from investors.' 'Answers from the investment team.'
