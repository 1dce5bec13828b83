//! The relative quantities of one archive's units, packed for a build that holds a summary of
//! every archive: scheme names once per archive, each unit a fixed-size row, sorted by key.

use super::summary::Relative;
use crate::model::uncertainty::bootstrap::Interval;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A unit's key: (scheme, concurrency, tier in µs as bits for exact ordering).
pub type UnitKey<'a> = (&'a str, i64, u64);

/// The same key with its scheme owned, as the cache stores it.
type OwnedKey = (String, i64, u64);

/// Every unit of one archive, in key order (scheme, concurrency, tier): the order of a map,
/// in about half the memory of one (a thousand archives of 96 units each held 12 MB of map
/// nodes and 96,000 scheme strings).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Units {
    /// Every scheme once, sorted, so a row's index order is the names' order.
    schemes: Box<[Box<str>]>,
    rows: Box<[Row]>,
}

/// One unit: its key and its four optional quantities, presence in a bit mask (a value may
/// legitimately be any float, so no value is reserved to mean "absent").
#[derive(Debug, Clone, Copy, PartialEq)]
struct Row {
    concurrency: i64,
    tier_bits: u64,
    /// share, share low, share high, ratio, ratio low, ratio high.
    values: [f64; 6],
    present: u8,
    scheme: u16,
}

const SHARE: u8 = 1;
const SHARE_INTERVAL: u8 = 2;
const RATIO: u8 = 4;
const RATIO_INTERVAL: u8 = 8;

impl Row {
    fn key(&self) -> (u16, i64, u64) {
        (self.scheme, self.concurrency, self.tier_bits)
    }

    fn relative(&self) -> Relative {
        let v = &self.values;
        let has = |bit: u8| self.present & bit != 0;
        let interval = |bit: u8, low: f64, high: f64| has(bit).then_some(Interval { low, high });
        Relative {
            overhead_share: has(SHARE).then_some(v[0]),
            share_interval: interval(SHARE_INTERVAL, v[1], v[2]),
            ratio_vs_subject: has(RATIO).then_some(v[3]),
            ratio_interval: interval(RATIO_INTERVAL, v[4], v[5]),
        }
    }

    fn new(scheme: u16, concurrency: i64, tier_bits: u64, r: &Relative) -> Row {
        let mut present = 0;
        let mut mark = |bit: u8, some: bool| present |= if some { bit } else { 0 };
        mark(SHARE, r.overhead_share.is_some());
        mark(SHARE_INTERVAL, r.share_interval.is_some());
        mark(RATIO, r.ratio_vs_subject.is_some());
        mark(RATIO_INTERVAL, r.ratio_interval.is_some());
        let (s, si) = (r.overhead_share, r.share_interval);
        let (q, qi) = (r.ratio_vs_subject, r.ratio_interval);
        Row {
            concurrency,
            tier_bits,
            values: [
                s.unwrap_or(0.0),
                si.map_or(0.0, |i| i.low),
                si.map_or(0.0, |i| i.high),
                q.unwrap_or(0.0),
                qi.map_or(0.0, |i| i.low),
                qi.map_or(0.0, |i| i.high),
            ],
            present,
            scheme,
        }
    }
}

impl Units {
    /// From (key, quantities) pairs in any order; a repeated key keeps its last quantities,
    /// as a map would.
    pub fn from_pairs(pairs: impl IntoIterator<Item = (OwnedKey, Relative)>) -> Units {
        let mut pairs: Vec<(OwnedKey, Relative)> = pairs.into_iter().collect();
        // Stable, so among equal keys the last stays last.
        pairs.sort_by(|a, b| a.0.cmp(&b.0));
        let mut schemes: Vec<Box<str>> = pairs.iter().map(|(k, _)| k.0.as_str().into()).collect();
        schemes.dedup();
        let mut rows: Vec<Row> = Vec::with_capacity(pairs.len());
        for ((scheme, concurrency, tier_bits), rel) in &pairs {
            let index = schemes.partition_point(|s| **s < **scheme);
            let row = Row::new(index as u16, *concurrency, *tier_bits, rel);
            match rows.last_mut() {
                Some(last) if last.key() == row.key() => *last = row,
                _ => rows.push(row),
            }
        }
        assert!(
            schemes.len() <= usize::from(u16::MAX),
            "an archive names at most 65,535 schemes"
        );
        Units {
            schemes: schemes.into_boxed_slice(),
            rows: rows.into_boxed_slice(),
        }
    }

    pub fn len(&self) -> usize {
        self.rows.len()
    }

    pub fn is_empty(&self) -> bool {
        self.rows.is_empty()
    }

    /// Every unit in key order.
    pub fn iter(&self) -> impl Iterator<Item = (UnitKey<'_>, Relative)> + '_ {
        self.rows.iter().map(|r| (self.key_of(r), r.relative()))
    }

    pub fn keys(&self) -> impl Iterator<Item = UnitKey<'_>> + '_ {
        self.rows.iter().map(|r| self.key_of(r))
    }

    pub fn get(&self, (scheme, concurrency, tier_bits): UnitKey) -> Option<Relative> {
        let index = self.schemes.binary_search_by(|s| (**s).cmp(scheme)).ok()? as u16;
        let at = self
            .rows
            .binary_search_by(|r| r.key().cmp(&(index, concurrency, tier_bits)))
            .ok()?;
        Some(self.rows[at].relative())
    }

    pub fn contains_key(&self, key: UnitKey) -> bool {
        self.get(key).is_some()
    }

    fn key_of(&self, r: &Row) -> UnitKey<'_> {
        (
            &self.schemes[usize::from(r.scheme)],
            r.concurrency,
            r.tier_bits,
        )
    }
}

/// Tuple keys have no JSON map form, so the build cache stores the units as (key, quantities)
/// pairs.
impl Serialize for Units {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for Units {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Units, D::Error> {
        Ok(Units::from_pairs(Vec::<(OwnedKey, Relative)>::deserialize(
            d,
        )?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;

    fn rel(seed: f64, mask: u8) -> Relative {
        let iv = |x: f64| Interval {
            low: x - 0.5,
            high: x + 0.5,
        };
        Relative {
            overhead_share: (mask & 1 != 0).then_some(seed),
            share_interval: (mask & 2 != 0).then_some(iv(seed)),
            ratio_vs_subject: (mask & 4 != 0).then_some(-seed),
            ratio_interval: (mask & 8 != 0).then_some(iv(-seed)),
        }
    }

    fn pairs() -> Vec<(OwnedKey, Relative)> {
        let mut out = vec![];
        for (i, scheme) in ["zoo", "bare_thread", "asyncio_pool", "thread_pool"]
            .iter()
            .enumerate()
        {
            for c in [16, 1, 4] {
                for (j, tier) in [2000.0, 0.0, 50.0_f64, 1e-3].iter().enumerate() {
                    let seed = (i * 100 + c as usize * 10 + j) as f64;
                    let key = (scheme.to_string(), c, tier.to_bits());
                    out.push((key, rel(seed, (i as u8 * 3 + c as u8) % 16)));
                }
            }
        }
        out
    }

    /// Iteration, lookup and absence agree with the map the table replaces, for every mix of
    /// present and absent quantities and keys given out of order.
    #[test]
    fn reads_as_the_map_it_replaces() {
        let map: BTreeMap<OwnedKey, Relative> = pairs().into_iter().collect();
        let units = Units::from_pairs(pairs());
        assert_eq!(units.len(), map.len());
        let as_map: Vec<(OwnedKey, Relative)> = map.clone().into_iter().collect();
        let as_units: Vec<(OwnedKey, Relative)> = units
            .iter()
            .map(|((s, c, t), r)| ((s.to_string(), c, t), r))
            .collect();
        assert_eq!(format!("{as_units:?}"), format!("{as_map:?}"));
        for ((s, c, t), r) in &map {
            let got = units.get((s, *c, *t)).expect("every key is found");
            assert_eq!(format!("{got:?}"), format!("{r:?}"));
        }
        assert!(!units.contains_key(("zoo", 2, 0)));
        assert!(!units.contains_key(("apscheduler", 1, 0)));
        assert!(!units.contains_key(("", 1, 0)));
    }

    #[test]
    fn a_repeated_key_keeps_its_last_value_as_a_map_does() {
        let key = ("zoo".to_string(), 1, 0);
        let units = Units::from_pairs([(key.clone(), rel(1.0, 15)), (key, rel(2.0, 1))]);
        assert_eq!(units.len(), 1);
        assert_eq!(units.get(("zoo", 1, 0)).unwrap().overhead_share, Some(2.0));
        assert_eq!(units.get(("zoo", 1, 0)).unwrap().share_interval, None);
    }

    /// The cache's JSON is the list of pairs a map was stored as, and it reads back equal.
    #[test]
    fn stores_as_pairs_and_reads_back() {
        let units = Units::from_pairs(pairs());
        let json = serde_json::to_string(&units).unwrap();
        let map: BTreeMap<OwnedKey, Relative> = pairs().into_iter().collect();
        let pairs_json = serde_json::to_string(&map.iter().collect::<Vec<_>>()).unwrap();
        assert_eq!(json, pairs_json);
        let back: Units = serde_json::from_str(&json).unwrap();
        assert_eq!(format!("{back:?}"), format!("{units:?}"));
    }

    #[test]
    fn a_row_is_small() {
        assert!(std::mem::size_of::<Row>() <= 72);
        assert!(Units::default().is_empty());
    }
}
