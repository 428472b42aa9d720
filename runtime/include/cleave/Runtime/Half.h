//===- Half.h - f16 / bf16 <-> float conversions -----------------*- C++ -*-===//
//
// Software conversions for the 16-bit float types, which C++17 has
// no type for. Both round to nearest even, keep infinities and NaNs, and
// handle f16 subnormals; reductions on these types compute in float.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_RUNTIME_HALF_H
#define CLEAVE_RUNTIME_HALF_H

#include <cmath>
#include <cstdint>
#include <cstring>

namespace cleave {
namespace rt {

inline float bf16ToFloat(uint16_t h) {
  uint32_t bits = static_cast<uint32_t>(h) << 16;
  float f;
  std::memcpy(&f, &bits, 4);
  return f;
}

inline uint16_t floatToBF16(float f) {
  uint32_t bits;
  std::memcpy(&bits, &f, 4);
  if ((bits & 0x7fffffffu) > 0x7f800000u) // NaN: keep it quiet
    return static_cast<uint16_t>((bits >> 16) | 0x40);
  bits += 0x7fffu + ((bits >> 16) & 1u);
  return static_cast<uint16_t>(bits >> 16);
}

inline float f16ToFloat(uint16_t h) {
  uint32_t sign = static_cast<uint32_t>(h & 0x8000u) << 16;
  uint32_t exp = (h >> 10) & 0x1fu;
  uint32_t mant = h & 0x3ffu;
  if (exp == 0) {
    float f = std::ldexp(static_cast<float>(mant), -24);
    return sign ? -f : f;
  }
  uint32_t bits = exp == 31 ? (sign | 0x7f800000u | (mant << 13))
                            : (sign | ((exp + 112u) << 23) | (mant << 13));
  float f;
  std::memcpy(&f, &bits, 4);
  return f;
}

inline uint16_t floatToF16(float f) {
  uint32_t bits;
  std::memcpy(&bits, &f, 4);
  uint16_t sign = static_cast<uint16_t>((bits >> 16) & 0x8000u);
  uint32_t absBits = bits & 0x7fffffffu;
  if (absBits >= 0x7f800000u) // inf or NaN
    return sign | (absBits > 0x7f800000u ? 0x7e00 : 0x7c00);
  if (absBits >= 0x477ff000u) // rounds to >= 65520: overflow
    return sign | 0x7c00;
  if (absBits < 0x38800000u) { // below 2^-14: subnormal or zero
    float a;
    std::memcpy(&a, &absBits, 4);
    return sign | static_cast<uint16_t>(std::nearbyint(a * 16777216.0f));
  }
  uint32_t mant = absBits & 0x7fffffu;
  uint32_t exp = (absBits >> 23) - 112u;
  uint32_t h = (exp << 10) | (mant >> 13);
  uint32_t rest = mant & 0x1fffu;
  if (rest > 0x1000u || (rest == 0x1000u && (h & 1u)))
    ++h; // a carry into the exponent is the correct rounding
  return sign | static_cast<uint16_t>(h);
}

} // namespace rt
} // namespace cleave

#endif // CLEAVE_RUNTIME_HALF_H
