//! PDF, pack: krilla's file rewritten with its dictionaries in compressed object streams and a
//! compressed cross-reference stream (PDF 1.5), the same objects under the same numbers.
//!
//! Why: krilla writes every object as plain text and a classic xref table. In a tagged report
//! most objects are small structure elements (one per table cell), so about three quarters of
//! report.pdf was uncompressed dictionaries and xref lines. Packed, the same file is a
//! third of the size. Neither krilla nor pdf-writer writes object streams, and a general PDF
//! library would parse the whole file into an object model to do this one step.
//!
//! Only the shape krilla writes is rewritten (header, `N 0 obj … endobj` objects at the offsets
//! of one classic xref section, a trailer); anything else is returned as it came, which is a
//! valid, larger file.

use flate2::write::ZlibEncoder;
use flate2::Compression;
use std::io::Write;

/// Objects per object stream: small enough that a reader inflates little to reach one object.
const PER_STREAM: usize = 200;

/// The packed file, or `pdf` itself when it is not in the shape this module knows.
pub fn pack(pdf: Vec<u8>) -> Vec<u8> {
    match parse(&pdf) {
        Some(parsed) => write(&pdf, &parsed),
        None => {
            tracing::debug!("PDF not packed: its layout is not the one krilla writes");
            pdf
        }
    }
}

/// One in-use object: its number and where its body lies in the file.
struct Object {
    number: u32,
    body: std::ops::Range<usize>,
    is_stream: bool,
}

struct Parsed {
    /// `%PDF-1.x` and the binary comment line.
    header_end: usize,
    objects: Vec<Object>,
    /// The trailer's entries other than `/Size`, verbatim (`/Root … /Info … /ID […]`).
    trailer_rest: String,
    size: u32,
}

fn parse(pdf: &[u8]) -> Option<Parsed> {
    let version: f32 = std::str::from_utf8(pdf.get(5..8)?).ok()?.parse().ok()?;
    if !pdf.starts_with(b"%PDF-") || version < 1.5 {
        return None;
    }
    let xref_at = startxref(pdf)?;
    let table = pdf.get(xref_at..)?.strip_prefix(b"xref\n")?;
    let trailer_at = find(table, b"trailer")?;
    let offsets = xref_entries(std::str::from_utf8(&table[..trailer_at]).ok()?)?;
    let (size, trailer_rest) = trailer(std::str::from_utf8(&table[trailer_at..]).ok()?)?;
    let mut starts: Vec<(usize, u32)> = offsets.iter().map(|&(n, o)| (o, n)).collect();
    starts.sort_unstable();
    let header_end = starts.first()?.0;
    let mut objects = Vec::with_capacity(starts.len());
    for (i, &(offset, number)) in starts.iter().enumerate() {
        let end = starts.get(i + 1).map_or(xref_at, |s| s.0);
        objects.push(object(pdf, number, offset, end)?);
    }
    objects.sort_unstable_by_key(|o| o.number);
    Some(Parsed {
        header_end,
        objects,
        trailer_rest,
        size,
    })
}

/// The offset after the last `startxref`.
fn startxref(pdf: &[u8]) -> Option<usize> {
    let tail = &pdf[pdf.len().saturating_sub(64)..];
    let at = tail.windows(9).rposition(|w| w == b"startxref")?;
    let rest = std::str::from_utf8(&tail[at + 9..]).ok()?;
    rest.split_whitespace().next()?.parse().ok()
}

/// `(number, offset)` of every in-use entry of the xref subsections.
fn xref_entries(text: &str) -> Option<Vec<(u32, usize)>> {
    let mut tokens = text.split_ascii_whitespace();
    let mut out = Vec::new();
    while let Some(first) = tokens.next() {
        let first: u32 = first.parse().ok()?;
        let count: u32 = tokens.next()?.parse().ok()?;
        for number in first..first.checked_add(count)? {
            let offset: usize = tokens.next()?.parse().ok()?;
            let generation = tokens.next()?;
            match tokens.next()? {
                "n" if generation == "00000" => out.push((number, offset)),
                "f" => {}
                _ => return None,
            }
        }
    }
    Some(out)
}

/// `/Size` and the other entries of `trailer <<…>>`.
fn trailer(text: &str) -> Option<(u32, String)> {
    let open = text.find("<<")?;
    let close = text.rfind(">>")?;
    let inner = text.get(open + 2..close)?;
    let at = inner.find("/Size")?;
    let after = &inner[at + 5..];
    let digits = after.trim_start();
    let len = digits
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(digits.len());
    let size = digits[..len].parse().ok()?;
    let skipped = after.len() - digits.len() + len;
    let rest = format!("{}{}", &inner[..at], &after[skipped..]);
    if rest.contains("/Encrypt") || rest.contains("/Prev") {
        return None;
    }
    Some((size, rest.trim().to_string()))
}

/// The object `number` written at `start`, up to `end`.
fn object(pdf: &[u8], number: u32, start: usize, end: usize) -> Option<Object> {
    let span = pdf.get(start..end)?;
    let head = format!("{number} 0 obj");
    let span_body = span.strip_prefix(head.as_bytes())?;
    let trimmed = trim_end(span_body).strip_suffix(b"endobj")?;
    let body = trim_end(trimmed);
    let lead = span_body.len() - span_body.trim_ascii_start().len();
    let from = start + head.len() + lead;
    let to = start + head.len() + body.len();
    (from <= to).then_some(Object {
        number,
        body: from..to,
        is_stream: body.ends_with(b"\nendstream"),
    })
}

fn trim_end(b: &[u8]) -> &[u8] {
    b.trim_ascii_end()
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

/// Where each object ends up in the packed file.
#[derive(Clone, Copy)]
enum Slot {
    Free,
    /// Written directly, at this byte offset.
    At(usize),
    /// Inside object stream `.0`, as its `.1`-th object.
    In(u32, u16),
}

fn write(pdf: &[u8], p: &Parsed) -> Vec<u8> {
    let packed: Vec<&Object> = p.objects.iter().filter(|o| !o.is_stream).collect();
    let groups: Vec<&[&Object]> = packed.chunks(PER_STREAM).collect();
    let first_new = p.size.max(p.objects.last().map_or(0, |o| o.number + 1));
    let xref_number = first_new + groups.len() as u32;
    let mut slots = vec![Slot::Free; xref_number as usize + 1];
    let mut out = Vec::with_capacity(pdf.len() / 2);
    out.extend_from_slice(&pdf[..p.header_end]);
    for o in p.objects.iter().filter(|o| o.is_stream) {
        slots[o.number as usize] = Slot::At(out.len());
        indirect(&mut out, o.number, &pdf[o.body.clone()]);
    }
    for (g, group) in groups.iter().enumerate() {
        let number = first_new + g as u32;
        slots[number as usize] = Slot::At(out.len());
        for (i, o) in group.iter().enumerate() {
            slots[o.number as usize] = Slot::In(number, i as u16);
        }
        object_stream(&mut out, number, pdf, group);
    }
    slots[xref_number as usize] = Slot::At(out.len());
    xref_stream(&mut out, xref_number, &slots, &p.trailer_rest);
    out
}

fn indirect(out: &mut Vec<u8>, number: u32, body: &[u8]) {
    out.extend_from_slice(format!("{number} 0 obj\n").as_bytes());
    out.extend_from_slice(body);
    out.extend_from_slice(b"\nendobj\n");
}

/// A compressed `/ObjStm` holding `group`: the pairs `number offset`, then the bodies.
fn object_stream(out: &mut Vec<u8>, number: u32, pdf: &[u8], group: &[&Object]) {
    let mut index = String::new();
    let mut bodies = Vec::new();
    for o in group {
        index.push_str(&format!("{} {} ", o.number, bodies.len()));
        bodies.extend_from_slice(&pdf[o.body.clone()]);
        bodies.push(b'\n');
    }
    let first = index.len();
    let mut data = index.into_bytes();
    data.extend_from_slice(&bodies);
    let dict = format!(
        "<</Type/ObjStm/N {}/First {first}/Filter/FlateDecode",
        group.len()
    );
    stream(out, number, &dict, &deflate(&data));
}

/// The cross-reference stream: `/W [1 4 2]` rows for every number up to its own.
fn xref_stream(out: &mut Vec<u8>, number: u32, slots: &[Slot], trailer_rest: &str) {
    let mut rows = Vec::with_capacity(slots.len() * 7);
    for (n, slot) in slots.iter().enumerate() {
        let (kind, field2, field3): (u8, u32, u16) = match *slot {
            Slot::Free if n == 0 => (0, 0, 65535),
            Slot::Free => (0, 0, 0),
            Slot::At(offset) => (1, offset as u32, 0),
            Slot::In(stream, index) => (2, stream, index),
        };
        rows.push(kind);
        rows.extend_from_slice(&field2.to_be_bytes());
        rows.extend_from_slice(&field3.to_be_bytes());
    }
    let at = out.len();
    let dict = format!(
        "<</Type/XRef/Size {}/W[1 4 2]{trailer_rest}/Filter/FlateDecode\
         /DecodeParms<</Predictor 12/Columns {XREF_ROW}>>",
        slots.len()
    );
    stream(out, number, &dict, &deflate(&up_predicted(&rows, XREF_ROW)));
    out.extend_from_slice(format!("startxref\n{at}\n%%EOF\n").as_bytes());
}

/// Bytes of one cross-reference row: `/W [1 4 2]`.
const XREF_ROW: usize = 7;

/// `rows` (of `width` bytes) under the PNG Up predictor (`/Predictor 12`): each row as its
/// byte-wise difference from the row above, after a filter-type byte. Neighbouring rows of an
/// xref differ in a byte or two (offsets grow, numbers count up), so the differences are
/// mostly zeros and deflate to a fifth of the plain rows.
fn up_predicted(rows: &[u8], width: usize) -> Vec<u8> {
    let mut out = Vec::with_capacity(rows.len() + rows.len() / width);
    let mut above: &[u8] = &[0; 16][..width];
    for row in rows.chunks(width) {
        out.push(2);
        out.extend(row.iter().zip(above).map(|(b, a)| b.wrapping_sub(*a)));
        above = row;
    }
    out
}

/// `number 0 obj <<dict/Length n>> stream … endstream endobj`; `dict` is left open.
fn stream(out: &mut Vec<u8>, number: u32, dict: &str, data: &[u8]) {
    out.extend_from_slice(
        format!("{number} 0 obj\n{dict}/Length {}>>\nstream\n", data.len()).as_bytes(),
    );
    out.extend_from_slice(data);
    out.extend_from_slice(b"\nendstream\nendobj\n");
}

fn deflate(data: &[u8]) -> Vec<u8> {
    let mut z = ZlibEncoder::new(Vec::with_capacity(data.len() / 4), Compression::default());
    z.write_all(data).expect("writing to a Vec cannot fail");
    z.finish().expect("writing to a Vec cannot fail")
}

#[cfg(test)]
mod tests {
    use super::*;
    use flate2::read::ZlibDecoder;
    use std::collections::BTreeMap;
    use std::io::Read;

    /// A classic file the way krilla writes one: a catalog, pages, a page, a content stream
    /// with binary bytes (and the word endobj inside), an info dictionary.
    fn classic() -> Vec<u8> {
        let bodies: Vec<Vec<u8>> = vec![
            b"<</Type/Catalog/Pages 2 0 R>>".to_vec(),
            b"<</Type/Pages/Count 1/Kids[3 0 R]>>".to_vec(),
            b"<</Type/Page/Parent 2 0 R/Contents 4 0 R/Title(a \\) endobj)>>".to_vec(),
            [
                &b"<</Length 12>>\nstream\n\x00\xffendobj\n\x01 s\n"[..],
                b"\nendstream",
            ]
            .concat(),
            b"<</Title(t)>>".to_vec(),
        ];
        let mut out = b"%PDF-1.7\n%\x80\x80\x80\x80\n\n".to_vec();
        let mut offsets = Vec::new();
        for (i, b) in bodies.iter().enumerate() {
            offsets.push(out.len());
            out.extend_from_slice(format!("{} 0 obj\n", i + 1).as_bytes());
            out.extend_from_slice(b);
            out.extend_from_slice(b"\nendobj\n");
        }
        let xref = out.len();
        out.extend_from_slice(b"xref\n0 6\n0000000000 65535 f\r\n");
        for o in offsets {
            out.extend_from_slice(format!("{o:010} 00000 n\r\n").as_bytes());
        }
        out.extend_from_slice(b"trailer\n<</Size 6/Root 1 0 R/Info 5 0 R/ID[(x)(x)]>>\n");
        out.extend_from_slice(format!("startxref\n{xref}\n%%EOF").as_bytes());
        out
    }

    /// Every object of a packed file, by number, read back through its xref stream.
    fn unpack(pdf: &[u8]) -> (String, BTreeMap<u32, Vec<u8>>) {
        let at = startxref(pdf).unwrap();
        let mut xref = read_stream(&pdf[at..]);
        assert!(xref.0.contains("/Predictor 12/Columns 7"), "{}", xref.0);
        xref.1 = undo_up(&xref.1, 7);
        let dict = String::from_utf8_lossy(&pdf[at..at + find(&pdf[at..], b"stream").unwrap()])
            .into_owned();
        let mut objects = BTreeMap::new();
        for (n, row) in xref.1.chunks(7).enumerate() {
            let f2 = u32::from_be_bytes(row[1..5].try_into().unwrap());
            let f3 = u16::from_be_bytes(row[5..7].try_into().unwrap());
            match row[0] {
                1 => {
                    let obj = &pdf[f2 as usize..];
                    assert!(obj.starts_with(format!("{n} 0 obj\n").as_bytes()));
                    if !obj.starts_with(format!("{n} 0 obj\n<</Type/ObjStm").as_bytes())
                        && !obj.starts_with(format!("{n} 0 obj\n<</Type/XRef").as_bytes())
                    {
                        let body = &obj[format!("{n} 0 obj\n").len()..];
                        let end = find(body, b"\nendstream\nendobj").unwrap() + 10;
                        objects.insert(n as u32, body[..end].to_vec());
                    }
                }
                2 => {
                    let off = xref.1.chunks(7).nth(f2 as usize).unwrap();
                    let off = u32::from_be_bytes(off[1..5].try_into().unwrap()) as usize;
                    let (head, data) = read_stream(&pdf[off..]);
                    let first: usize = value(&head, "/First");
                    let index: Vec<usize> = String::from_utf8_lossy(&data[..first])
                        .split_whitespace()
                        .map(|t| t.parse().unwrap())
                        .collect();
                    let i = f3 as usize;
                    assert_eq!(index[2 * i], n);
                    let from = first + index[2 * i + 1];
                    let to = index.get(2 * i + 3).map_or(data.len(), |o| first + o);
                    objects.insert(n as u32, data[from..to].trim_ascii_end().to_vec());
                }
                _ => {}
            }
        }
        (dict, objects)
    }

    /// The rows behind PNG Up-predicted data (what a PDF reader does with `/Predictor 12`).
    fn undo_up(data: &[u8], width: usize) -> Vec<u8> {
        let mut out: Vec<u8> = Vec::new();
        for (r, row) in data.chunks(width + 1).enumerate() {
            assert_eq!(row[0], 2, "row {r} is not Up-filtered");
            for (i, d) in row[1..].iter().enumerate() {
                let above = if r == 0 { 0 } else { out[(r - 1) * width + i] };
                out.push(d.wrapping_add(above));
            }
        }
        out
    }

    #[test]
    fn up_prediction_round_trips_and_shrinks_growing_offsets() {
        let rows: Vec<u8> = (0..3000u32)
            .flat_map(|n| {
                let mut row = vec![1];
                row.extend_from_slice(&(n * 97 + 15).to_be_bytes());
                row.extend_from_slice(&0u16.to_be_bytes());
                row
            })
            .collect();
        let predicted = up_predicted(&rows, 7);
        assert_eq!(undo_up(&predicted, 7), rows);
        assert!(deflate(&predicted).len() * 2 < deflate(&rows).len());
    }

    fn value(dict: &str, key: &str) -> usize {
        let rest = &dict[dict.find(key).unwrap() + key.len()..];
        rest.split(|c: char| !c.is_ascii_digit() && c != ' ')
            .next()
            .unwrap()
            .trim()
            .parse()
            .unwrap()
    }

    /// (dictionary, inflated data) of the stream object at the start of `obj`.
    fn read_stream(obj: &[u8]) -> (String, Vec<u8>) {
        let s = find(obj, b">>\nstream\n").unwrap();
        let dict = String::from_utf8_lossy(&obj[..s]).into_owned();
        let len = value(&dict, "/Length");
        let data = &obj[s + 10..s + 10 + len];
        let mut out = Vec::new();
        ZlibDecoder::new(data).read_to_end(&mut out).unwrap();
        (dict, out)
    }

    #[test]
    fn every_object_survives_packing_under_its_number() {
        let input = classic();
        let parsed = parse(&input).expect("the classic file parses");
        let original: BTreeMap<u32, Vec<u8>> = parsed
            .objects
            .iter()
            .map(|o| (o.number, input[o.body.clone()].to_vec()))
            .collect();
        assert_eq!(original.len(), 5);
        assert!(parsed.objects[3].is_stream && !parsed.objects[2].is_stream);
        let packed = pack(input);
        assert!(packed.starts_with(b"%PDF-1.7\n"));
        let (trailer, objects) = unpack(&packed);
        assert_eq!(objects, original);
        assert!(trailer.contains("/Root 1 0 R") && trailer.contains("/Info 5 0 R"));
        assert!(trailer.contains("/ID[(x)(x)]") && trailer.contains("/Size 8"));
    }

    #[test]
    fn packing_is_deterministic() {
        assert_eq!(pack(classic()), pack(classic()));
    }

    #[test]
    fn files_of_another_shape_are_returned_untouched() {
        let old = classic()
            .iter()
            .map(|&b| if b == b'7' { b'4' } else { b })
            .collect();
        let mut prev = classic();
        let root = find(&prev, b"/Root").unwrap();
        prev.splice(root..root, b"/Prev 9".iter().copied());
        assert!(parse(&prev).is_none() && parse(&classic()).is_some());
        for input in [old, prev, b"%PDF-1.7\nnot a pdf".to_vec(), Vec::new()] {
            assert_eq!(pack(input.clone()), input);
        }
    }
}
