#include "Antialiasing.h"

#include <array>

namespace kinedit {

bool isSoftwareRenderer(const QString& glRenderer) {
    static const std::array<QLatin1String, 6> kSoftware = {
        QLatin1String("llvmpipe"),    QLatin1String("softpipe"),    QLatin1String("Software Rasterizer"),  // Mesa (swrast)
        QLatin1String("SwiftShader"), QLatin1String("GDI Generic"), QLatin1String("Basic Render Driver")};
    for (QLatin1String name : kSoftware)
        if (glRenderer.contains(name, Qt::CaseInsensitive)) return true;
    return false;
}

int multisamples(Antialiasing choice, const QString& glRenderer) {
    switch (choice) {
    case Antialiasing::On: return 4;
    case Antialiasing::Off: return 0;
    case Antialiasing::Automatic: break;
    }
    return isSoftwareRenderer(glRenderer) ? 0 : 4;
}

QString antialiasingName(Antialiasing choice) {
    switch (choice) {
    case Antialiasing::On: return QStringLiteral("on");
    case Antialiasing::Off: return QStringLiteral("off");
    case Antialiasing::Automatic: break;
    }
    return QStringLiteral("auto");
}

Antialiasing antialiasingFromName(const QString& name) {
    if (name == QLatin1String("on")) return Antialiasing::On;
    if (name == QLatin1String("off")) return Antialiasing::Off;
    return Antialiasing::Automatic;
}

}  // namespace kinedit
