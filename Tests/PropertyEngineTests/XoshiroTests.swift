import PropertyEngine
import Testing

// The expected values below come from this C program of the reference
// algorithms (SplitMix64 by Steele, Lea and Flood; xoshiro256** by Blackman and
// Vigna; Lemire's nearly-divisionless bounded draw, inclusive bound). Copy it
// without the comment markers to ref.c and run `gcc -O2 -o ref ref.c && ./ref`
// to re-derive them. Its output is reproduced after the program.
//
// /* Reference PRNGs: SplitMix64 (Steele, Lea, Flood 2014) and xoshiro256**
//    (Blackman, Vigna 2018), with an inclusive bounded draw by Lemire's
//    nearly-divisionless method. Build: gcc -O2 -o ref ref.c && ./ref */
// #include <stdint.h>
// #include <stdio.h>
//
// static uint64_t splitmix64(uint64_t *state) {
//     uint64_t z = (*state += 0x9E3779B97F4A7C15ULL);
//     z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
//     z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
//     return z ^ (z >> 31);
// }
//
// typedef struct { uint64_t s[4]; } xoshiro;
//
// static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
//
// static xoshiro xoshiro_seed(uint64_t seed) {
//     xoshiro x; uint64_t sm = seed;
//     for (int i = 0; i < 4; i++) x.s[i] = splitmix64(&sm);
//     return x;
// }
//
// static uint64_t xoshiro_next(xoshiro *x) {
//     uint64_t *s = x->s;
//     uint64_t result = rotl(s[1] * 5, 7) * 9;
//     uint64_t t = s[1] << 17;
//     s[2] ^= s[0]; s[3] ^= s[1]; s[1] ^= s[2]; s[0] ^= s[3];
//     s[2] ^= t; s[3] = rotl(s[3], 45);
//     return result;
// }
//
// /* Uniform in 0...bound (inclusive). */
// static uint64_t xoshiro_upto(xoshiro *x, uint64_t bound) {
//     if (bound == UINT64_MAX) return xoshiro_next(x);
//     uint64_t range = bound + 1;
//     unsigned __int128 m = (unsigned __int128)xoshiro_next(x) * range;
//     uint64_t low = (uint64_t)m;
//     if (low < range) {
//         uint64_t t = (0 - range) % range;
//         while (low < t) {
//             m = (unsigned __int128)xoshiro_next(x) * range;
//             low = (uint64_t)m;
//         }
//     }
//     return (uint64_t)(m >> 64);
// }
//
// /* Seed of case i of a run with seed s. */
// static uint64_t case_seed(uint64_t s, uint64_t i) {
//     uint64_t st = s ^ (i * 0x9E3779B97F4A7C15ULL);
//     return splitmix64(&st);
// }
//
// int main(void) {
//     uint64_t seeds[3] = {0, 1, 0x5EED};
//     for (int k = 0; k < 3; k++) {
//         uint64_t st = seeds[k];
//         printf("splitmix64 %016llx:", (unsigned long long)seeds[k]);
//         for (int i = 0; i < 5; i++) printf(" 0x%016llx", (unsigned long long)splitmix64(&st));
//         printf("\n");
//     }
//     for (int k = 0; k < 3; k++) {
//         xoshiro x = xoshiro_seed(seeds[k]);
//         printf("xoshiro256** %016llx:", (unsigned long long)seeds[k]);
//         for (int i = 0; i < 5; i++) printf(" 0x%016llx", (unsigned long long)xoshiro_next(&x));
//         printf("\n");
//     }
//     uint64_t bounds[5] = {0, 1, 6, 1000, 0x8000000000000000ULL};
//     for (int b = 0; b < 5; b++) {
//         xoshiro x = xoshiro_seed(0x5EED);
//         printf("upto %llu seed 0x5eed:", (unsigned long long)bounds[b]);
//         for (int i = 0; i < 5; i++) printf(" %llu", (unsigned long long)xoshiro_upto(&x, bounds[b]));
//         printf("\n");
//     }
//     for (uint64_t i = 0; i < 3; i++)
//         printf("case seed 0x5eed #%llu: %016llx\n", (unsigned long long)i, (unsigned long long)case_seed(0x5EED, i));
//     return 0;
// }
//
// Output:
//
// splitmix64 0000000000000000: 0xe220a8397b1dcdaf 0x6e789e6aa1b965f4 0x06c45d188009454f 0xf88bb8a8724c81ec 0x1b39896a51a8749b
// splitmix64 0000000000000001: 0x910a2dec89025cc1 0xbeeb8da1658eec67 0xf893a2eefb32555e 0x71c18690ee42c90b 0x71bb54d8d101b5b9
// splitmix64 0000000000005eed: 0x09f1fd9d03f0a9b4 0x553274161bbf8475 0x5d5bca4696b343b3 0x70d29b6c7d22528d 0x0bf2b716f9915475
// xoshiro256** 0000000000000000: 0x99ec5f36cb75f2b4 0xbf6e1f784956452a 0x1a5f849d4933e6e0 0x6aa594f1262d2d2c 0xbba5ad4a1f842e59
// xoshiro256** 0000000000000001: 0xb3f2af6d0fc710c5 0x853b559647364cea 0x92f89756082a4514 0x642e1c7bc266a3a7 0xb27a48e29a233673
// xoshiro256** 0000000000005eed: 0xef33f17055244b74 0xe1f591112fb5051b 0xd8ab05640214863a 0xf985e1f2fb897b03 0xaf87a5f7e6ce1408
// upto 0 seed 0x5eed: 0 0 0 0 0
// upto 1 seed 0x5eed: 1 1 1 1 1
// upto 6 seed 0x5eed: 6 6 5 6 4
// upto 1000 seed 0x5eed: 935 883 847 975 686
// upto 9223372036854775808 seed 0x5eed: 8618192831822046650 7806289230149862173 6324130281320548868 4861995462663831503 7152221287057294974
// case seed 0x5eed #0: 09f1fd9d03f0a9b4
// case seed 0x5eed #1: b6a3ee203ddfdea3
// case seed 0x5eed #2: 74be9e830dd13c4d

@Suite struct XoshiroTests {
    private static let splitMix64Cases: [(UInt64, [UInt64])] = [
        (0, [0xe220_a839_7b1d_cdaf, 0x6e78_9e6a_a1b9_65f4, 0x06c4_5d18_8009_454f, 0xf88b_b8a8_724c_81ec, 0x1b39_896a_51a8_749b]),
        (1, [0x910a_2dec_8902_5cc1, 0xbeeb_8da1_658e_ec67, 0xf893_a2ee_fb32_555e, 0x71c1_8690_ee42_c90b, 0x71bb_54d8_d101_b5b9]),
        (0x5EED, [0x09f1_fd9d_03f0_a9b4, 0x5532_7416_1bbf_8475, 0x5d5b_ca46_96b3_43b3, 0x70d2_9b6c_7d22_528d, 0x0bf2_b716_f991_5475]),
    ]

    private static let xoshiro256StarStarCases: [(UInt64, [UInt64])] = [
        (0, [0x99ec_5f36_cb75_f2b4, 0xbf6e_1f78_4956_452a, 0x1a5f_849d_4933_e6e0, 0x6aa5_94f1_262d_2d2c, 0xbba5_ad4a_1f84_2e59]),
        (1, [0xb3f2_af6d_0fc7_10c5, 0x853b_5596_4736_4cea, 0x92f8_9756_082a_4514, 0x642e_1c7b_c266_a3a7, 0xb27a_48e2_9a23_3673]),
        (0x5EED, [0xef33_f170_5524_4b74, 0xe1f5_9111_2fb5_051b, 0xd8ab_0564_0214_863a, 0xf985_e1f2_fb89_7b03, 0xaf87_a5f7_e6ce_1408]),
    ]

    private static let boundedDrawsCases: [(UInt64, [UInt64])] = [
        (0, [0, 0, 0, 0, 0]),
        (1, [1, 1, 1, 1, 1]),
        (6, [6, 6, 5, 6, 4]),
        (1000, [935, 883, 847, 975, 686]),
        (1 << 63, [8_618_192_831_822_046_650, 7_806_289_230_149_862_173, 6_324_130_281_320_548_868, 4_861_995_462_663_831_503, 7_152_221_287_057_294_974]),
    ]

    @Test(arguments: Self.splitMix64Cases)
    func splitMix64MatchesReference(seed: UInt64, expected: [UInt64]) {
        var generator = SplitMix64(seed: seed)
        let outputs = (0..<5).map { _ in generator.next() }
        #expect(outputs == expected)
    }

    @Test(arguments: Self.xoshiro256StarStarCases)
    func xoshiro256StarStarMatchesReference(seed: UInt64, expected: [UInt64]) {
        var generator = Xoshiro256StarStar(seed: seed)
        let outputs = (0..<5).map { _ in generator.next() }
        #expect(outputs == expected)
    }

    @Test(arguments: Self.boundedDrawsCases)
    func boundedDrawsMatchReference(bound: UInt64, expected: [UInt64]) {
        var generator = Xoshiro256StarStar(seed: 0x5EED)
        let draws = (0..<5).map { _ in generator.next(upTo: bound) }
        #expect(draws == expected)
    }

    @Test func boundedDrawRejectsAndRedrawsBelowTheThreshold() {
        // With bound 2^63 four of the first nine outputs fall below Lemire's
        // threshold and are redrawn: five draws consume nine outputs.
        var bounded = Xoshiro256StarStar(seed: 0x5EED)
        var raw = Xoshiro256StarStar(seed: 0x5EED)
        for _ in 0..<5 { _ = bounded.next(upTo: 1 << 63) }
        for _ in 0..<9 { _ = raw.next() }
        #expect(bounded == raw)
    }

    @Test func boundedDrawWithFullRangeIsTheRawOutput() {
        var bounded = Xoshiro256StarStar(seed: 1)
        var raw = Xoshiro256StarStar(seed: 1)
        #expect(bounded.next(upTo: .max) == raw.next())
    }

    @Test func boundedDrawStaysInBounds() {
        var generator = SplitMix64(seed: 7)
        for bound: UInt64 in [0, 1, 2, 3, 9, 100, 1 << 40, .max - 1] {
            for _ in 0..<200 {
                #expect(generator.next(upTo: bound) <= bound)
            }
        }
    }

    @Test func caseSeedsMatchReference() {
        let seed: Seed = 0x5EED
        #expect(seed.forCase(0) == Seed(0x09f1_fd9d_03f0_a9b4))
        #expect(seed.forCase(1) == Seed(0xb6a3_ee20_3ddf_dea3))
        #expect(seed.forCase(2) == Seed(0x74be_9e83_0dd1_3c4d))
    }
}
