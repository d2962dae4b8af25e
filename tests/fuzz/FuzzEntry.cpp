// libFuzzer's entry for one target, named at build time (KINEDIT_FUZZ_TARGET).
// Include and mesh paths in an input resolve against the current folder.
#include "FuzzTargets.h"

#include <QDir>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static const QString dir = QDir::currentPath();
    kinedit::fuzz::run(QStringLiteral(KINEDIT_FUZZ_TARGET), QByteArray::fromRawData(reinterpret_cast<const char*>(data), qsizetype(size)),
                       dir);
    return 0;
}
