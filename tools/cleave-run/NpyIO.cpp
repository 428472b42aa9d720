//===- NpyIO.cpp - minimal .npy reader and writer -------------------------===//
//
// See NpyIO.h. The header is a Python dict literal; only 'descr',
// 'fortran_order' and 'shape' are read.
//
//===----------------------------------------------------------------------===//

#include "NpyIO.h"

#include <cstring>
#include <fstream>
#include <sstream>

using namespace cleave::run;

static bool findValue(const std::string &header, const std::string &key,
                      std::string &value) {
  size_t k = header.find("'" + key + "'");
  if (k == std::string::npos)
    return false;
  size_t colon = header.find(':', k);
  if (colon == std::string::npos)
    return false;
  size_t start = header.find_first_not_of(" ", colon + 1);
  if (start == std::string::npos)
    return false;
  size_t end;
  if (header[start] == '(') {
    end = header.find(')', start);
    if (end == std::string::npos)
      return false;
    ++end;
  } else if (header[start] == '\'') {
    end = header.find('\'', start + 1);
    if (end == std::string::npos)
      return false;
    ++end;
  } else {
    end = header.find_first_of(",}", start);
  }
  value = header.substr(start, end - start);
  return true;
}

bool cleave::run::readNpy(const std::string &path, NpyArray &array,
                          std::string &error) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    error = "cannot open '" + path + "'";
    return false;
  }
  char magic[8];
  if (!in.read(magic, 8) || std::memcmp(magic, "\x93NUMPY", 6) != 0) {
    error = "'" + path + "' is not a .npy file";
    return false;
  }
  uint32_t headerLen = 0;
  if (magic[6] == 1) {
    unsigned char len[2];
    in.read(reinterpret_cast<char *>(len), 2);
    headerLen = len[0] | (len[1] << 8);
  } else if (magic[6] == 2 || magic[6] == 3) {
    unsigned char len[4];
    in.read(reinterpret_cast<char *>(len), 4);
    headerLen = len[0] | (len[1] << 8) | (len[2] << 16) | (uint32_t(len[3]) << 24);
  } else {
    error = "'" + path + "': unsupported .npy version";
    return false;
  }
  std::string header(headerLen, '\0');
  if (!in.read(&header[0], headerLen)) {
    error = "'" + path + "': truncated header";
    return false;
  }
  std::string descr, fortran, shape;
  if (!findValue(header, "descr", descr) ||
      !findValue(header, "fortran_order", fortran) ||
      !findValue(header, "shape", shape)) {
    error = "'" + path + "': malformed header";
    return false;
  }
  if (fortran.find("True") != std::string::npos) {
    error = "'" + path + "': Fortran-order arrays are not supported";
    return false;
  }
  descr = descr.substr(1, descr.size() - 2);
  array.descr = descr;
  array.shape.clear();
  std::string dims = shape.substr(1, shape.size() - 2);
  std::stringstream ss(dims);
  std::string item;
  while (std::getline(ss, item, ',')) {
    size_t a = item.find_first_not_of(" ");
    if (a == std::string::npos)
      continue;
    array.shape.push_back(std::stoll(item.substr(a)));
  }
  int64_t count = 1;
  for (int64_t d : array.shape)
    count *= d;
  char kind = descr.size() >= 3 ? descr[1] : '?';
  int size = descr.size() >= 3 ? std::atoi(descr.c_str() + 2) : 0;
  if (descr.empty() || descr[0] == '>' ||
      !(kind == 'f' || kind == 'i' || kind == 'u' || kind == 'b') ||
      !(size == 1 || size == 2 || size == 4 || size == 8) ||
      (kind == 'f' && size == 1)) {
    error = "'" + path + "': unsupported dtype '" + descr + "'";
    return false;
  }
  std::vector<char> raw(size_t(count) * size);
  if (!in.read(raw.data(), raw.size())) {
    error = "'" + path + "': truncated data";
    return false;
  }
  array.values.resize(count);
  for (int64_t i = 0; i < count; ++i) {
    const char *p = raw.data() + i * size;
    long double v = 0;
    if (kind == 'f') {
      if (size == 2) {
        _Float16 h;
        std::memcpy(&h, p, 2);
        v = float(h);
      } else if (size == 4) {
        float f;
        std::memcpy(&f, p, 4);
        v = f;
      } else {
        double d;
        std::memcpy(&d, p, 8);
        v = d;
      }
    } else if (kind == 'i') {
      if (size == 1) v = *reinterpret_cast<const int8_t *>(p);
      else if (size == 2) { int16_t x; std::memcpy(&x, p, 2); v = x; }
      else if (size == 4) { int32_t x; std::memcpy(&x, p, 4); v = x; }
      else { int64_t x; std::memcpy(&x, p, 8); v = x; }
    } else {
      if (size == 1) v = *reinterpret_cast<const uint8_t *>(p);
      else if (size == 2) { uint16_t x; std::memcpy(&x, p, 2); v = x; }
      else if (size == 4) { uint32_t x; std::memcpy(&x, p, 4); v = x; }
      else { uint64_t x; std::memcpy(&x, p, 8); v = x; }
    }
    array.values[i] = v;
  }
  return true;
}

bool cleave::run::writeNpy(const std::string &path,
                           const std::vector<int64_t> &shape,
                           const std::string &descr,
                           const std::vector<long double> &values,
                           std::string &error) {
  std::string dims = "(";
  for (size_t i = 0; i < shape.size(); ++i)
    dims += std::to_string(shape[i]) + (shape.size() == 1 ? "," : (i + 1 < shape.size() ? ", " : ""));
  dims += ")";
  std::string header = "{'descr': '" + descr +
                       "', 'fortran_order': False, 'shape': " + dims + ", }";
  size_t total = 10 + header.size() + 1;
  header.append((64 - total % 64) % 64, ' ');
  header += '\n';
  std::ofstream out(path, std::ios::binary);
  if (!out) {
    error = "cannot write '" + path + "'";
    return false;
  }
  out.write("\x93NUMPY\x01\x00", 8);
  unsigned char len[2] = {uint8_t(header.size() & 0xff),
                          uint8_t(header.size() >> 8)};
  out.write(reinterpret_cast<char *>(len), 2);
  out.write(header.data(), header.size());
  for (long double v : values) {
    if (descr == "<f4") { float f = float(v); out.write(reinterpret_cast<char *>(&f), 4); }
    else if (descr == "<f8") { double d = double(v); out.write(reinterpret_cast<char *>(&d), 8); }
    else if (descr == "<f2") { _Float16 h = _Float16(float(v)); out.write(reinterpret_cast<char *>(&h), 2); }
    else if (descr == "<i4") { int32_t x = int32_t(v); out.write(reinterpret_cast<char *>(&x), 4); }
    else if (descr == "<i8") { int64_t x = int64_t(v); out.write(reinterpret_cast<char *>(&x), 8); }
    else { error = "unsupported output dtype '" + descr + "'"; return false; }
  }
  if (!out) {
    error = "error writing '" + path + "'";
    return false;
  }
  return true;
}
