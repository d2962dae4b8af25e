// Large robots of every format, written to a folder, for the performance
// benchmarks (kinedit-cli generate, bench load):
//   - sdf:  N arms of M links (a box, an inertial and a frame each), each
//           arm an <include> of one arm model posed by its placement frame
//           on the previous arm's tip frame and welded there; with nested,
//           the arms are nested models inside one another instead;
//   - hrdf: a chain of N modules (actuator, link, rigid body with two outputs),
//           the last of M links per module;
//   - urdf: a wide tree: N branches of M links from one base;
//   - skel: one skeleton, a chain of N*M bodies;
//   - mjcf: N branches of M nested bodies (hinge, inertial, box from a
//           default class taken by childclass).
// Deterministic: the same arguments write the same bytes.
#pragma once

#include <QString>

namespace kinedit::bench {

struct GeneratedRobot {
    QString file;  // the main file, empty on failure
    QString error;
    int links = 0;  // links or bodies (SDFormat, URDF, SKEL), modules (HRDF)
};

GeneratedRobot generateRobot(const QString& format, const QString& dir, int n, int m, bool nested = false);

}  // namespace kinedit::bench
