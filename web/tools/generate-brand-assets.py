"""Generates the app's icons and social image from code (no downloads): python3 tools/generate-brand-assets.py

Needs Pillow (pip install pillow) and the DejaVu fonts that Debian ships; the outputs are committed
under web/public, so the build itself never runs this.
"""
import math
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

PUBLIC = Path(__file__).resolve().parent.parent / "public"
TEAL = (15, 118, 110)
TEAL_DARK = (11, 78, 72)
GOLD = (212, 160, 60)
CREAM = (247, 245, 239)
FONT_BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
FONT_REGULAR = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"


def star_points(cx: float, cy: float, outer: float, inner: float, points: int = 8, rotation: float = -math.pi / 2):
    result = []
    for index in range(points * 2):
        radius = outer if index % 2 == 0 else inner
        angle = rotation + index * math.pi / points
        result.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return result


def draw_mark(draw: ImageDraw.ImageDraw, cx: float, cy: float, size: float, fill, hole) -> None:
    """Eight-pointed star (two overlapping squares) with a crescent in its heart, as in brand-mark.tsx."""
    draw.polygon(star_points(cx, cy, size, size * 0.77), fill=fill)
    r = size * 0.42
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=hole)
    cr = size * 0.3
    draw.ellipse((cx - cr, cy - cr, cx + cr, cy + cr), fill=fill)
    offset = cr * 0.45
    draw.ellipse((cx - cr + offset, cy - cr - offset * 0.2, cx + cr + offset, cy + cr - offset * 0.2), fill=hole)


def icon(size: int, maskable: bool) -> Image.Image:
    scale = 4  # draw large, then downsample for smooth edges
    canvas = Image.new("RGBA", (size * scale, size * scale), TEAL if maskable else (0, 0, 0, 0))
    draw = ImageDraw.Draw(canvas)
    full = size * scale
    if not maskable:
        draw.rounded_rectangle((0, 0, full - 1, full - 1), radius=full * 0.22, fill=TEAL)
    # Maskable icons keep their content inside the central 80 % safe zone.
    mark = full * (0.3 if maskable else 0.36)
    draw_mark(draw, full / 2, full / 2, mark, CREAM, TEAL)
    return canvas.resize((size, size), Image.LANCZOS)


def pattern(draw: ImageDraw.ImageDraw, width: int, height: int, colour) -> None:
    step = 90
    for y in range(-step, height + step, step):
        for x in range(-step, width + step, step):
            draw.polygon(star_points(x, y, 30, 23), outline=colour)
            draw.rectangle((x - 12, y - 12, x + 12, y + 12), outline=colour)


def og_image() -> Image.Image:
    width, height = 1200, 630
    image = Image.new("RGB", (width, height), TEAL_DARK)
    overlay = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    pattern(ImageDraw.Draw(overlay), width, height, (255, 255, 255, 28))
    image.paste(overlay, (0, 0), overlay)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, height - 14, width, height), fill=GOLD)
    draw_mark(draw, 190, 315, 110, CREAM, TEAL_DARK)
    title = ImageFont.truetype(FONT_BOLD, 74)
    subtitle = ImageFont.truetype(FONT_REGULAR, 36)
    small = ImageFont.truetype(FONT_REGULAR, 28)
    draw.text((350, 200), "Quran Assistant", font=title, fill=CREAM)
    draw.text((352, 300), "AI Islamic Assistant with", font=subtitle, fill=(220, 238, 234))
    draw.text((352, 345), "Quranic References", font=subtitle, fill=(220, 238, 234))
    draw.text((352, 425), "English · Bangla · Every answer cites real verses", font=small, fill=GOLD)
    return image


def main() -> None:
    (PUBLIC / "icons").mkdir(parents=True, exist_ok=True)
    icon(192, False).save(PUBLIC / "icons" / "icon-192.png", optimize=True)
    icon(512, False).save(PUBLIC / "icons" / "icon-512.png", optimize=True)
    icon(512, True).save(PUBLIC / "icons" / "maskable-512.png", optimize=True)
    icon(180, True).convert("RGB").save(PUBLIC / "apple-touch-icon.png", optimize=True)
    og_image().save(PUBLIC / "og-image.jpeg", quality=88, optimize=True, progressive=True)


if __name__ == "__main__":
    main()
