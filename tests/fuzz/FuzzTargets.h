// What each fuzz target does with one input. Shared by the libFuzzer
// entry (FuzzEntry.cpp, built with -DKINEDIT_FUZZ=ON) and by
// tst_fuzzregressions, which replays every kept input in the normal build.
// A target returns normally for any input; a crash, hang, leak or
// sanitizer report is the finding. Broken invariants abort (fuzzCheck).
#pragma once

#include <QByteArray>
#include <QStringList>

namespace kinedit::fuzz {

// "xml", "formula", and the format ids ("hrdf", "sdf", "urdf", "skel", "tamp").
QStringList targets();
bool isTarget(const QString& name);

// Runs one input through a target. The document's file name is
// "input.<ext>" in dir (includes and meshes resolve against it).
void run(const QString& target, const QByteArray& input, const QString& dir);

}  // namespace kinedit::fuzz
