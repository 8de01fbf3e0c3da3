#!/bin/sh
# How the test photos here were made (run once; the tests read the files, not this script). ImageMagick draws
# photo-like content (a plasma fractal with sensor-like noise), and exiftool writes what a phone camera writes:
# make, model, GPS position, and a portrait photo stored landscape with EXIF Orientation 6 (rotate 90° clockwise).
# Requires: imagemagick, libimage-exiftool-perl, webp (cwebp).
set -eu
cd "$(dirname "$0")"
convert -seed 7 -size 4032x3024 plasma:fractal -attenuate 0.25 +noise Gaussian -quality 82 -sampling-factor 4:2:0 phone-portrait-exif6.jpg
exiftool -q -overwrite_original -Make=Apple -Model='iPhone 12' -Orientation#=6 -GPSLatitude=13.0827 -GPSLatitudeRef=N \
  -GPSLongitude=80.2707 -GPSLongitudeRef=E -DateTimeOriginal='2025:10:23 09:30:00' phone-portrait-exif6.jpg
# The same picture as the phone's camera saves it at high quality: past the 2 MB a team photo may be.
convert -seed 7 -size 4032x3024 plasma:fractal -attenuate 0.25 +noise Gaussian -quality 88 phone-full-quality.jpg
exiftool -q -overwrite_original -Make=Apple -Model='iPhone 12' -Orientation#=6 phone-full-quality.jpg
# What ImageMagick (not the code under test) makes of the portrait: turned upright, 400×400 from the centre.
convert phone-portrait-exif6.jpg -auto-orient -resize 400x400^ -gravity center -extent 400x400 -strip expected-portrait-400.png
# A cut-out portrait with a transparent background, as background-removal apps export it.
convert -seed 11 -size 800x1000 plasma:fractal \( -size 800x1000 xc:black -fill white -draw "ellipse 400 520 310 420 0 360" \) \
  -alpha off -compose CopyOpacity -composite -depth 8 -strip PNG32:cutout-alpha.png
# A photo saved by a chat app or a browser as WebP.
convert -seed 5 -size 1600x1200 plasma:fractal -attenuate 0.4 +noise Gaussian /tmp/team-webp-source.png
cwebp -quiet -q 75 /tmp/team-webp-source.png -o chat-photo.webp
rm -f /tmp/team-webp-source.png
