// HRDF's value types (shared/specs/hrdf-1.6.txt, "Types"; the formal grammar
// in shared/hrdf-grammar.md): the plain floating point number, the floating
// point formula, the rotation matrix and the translation vector.
//
// Strictly the grammar, not libhebi's laxer reading: no implicit products,
// no constants but `pi`, no hex, no inf/nan. Errors carry the 1-based column
// inside the value and say what was expected there.
#pragma once

#include <Eigen/Core>
#include <QCoreApplication>
#include <QString>

#include <optional>

namespace kinedit {

struct ValueError {
    int column = 0;   // 1-based, inside the attribute value (length + 1 = at the end)
    QString message;  // e.g. "expected ')'"
    // "expected ')' at column 9"
    QString describe() const;
};

template <class T>
struct ValueResult {
    T value{};
    std::optional<ValueError> error;
    bool ok() const { return !error.has_value(); }
};

class FormulaParser {
    Q_DECLARE_TR_FUNCTIONS(FormulaParser)
public:
    // Resource limits: longer or deeper formulas are errors, never a stack
    // overflow or a long stall.
    static constexpr int MaxLength = 4096;
    static constexpr int MaxDepth = 64;
    // A nine-number rotation must satisfy max|R^T R - I| <= this and det > 0.
    // 1e-4 admits matrices typed with four decimals (0.7071).
    static constexpr double RotationTolerance = 1e-4;

    // Floating point: a decimal literal; as in the spec's own examples a sign
    // may stand immediately before it ("-3.24E-2"), never apart ("- 1.3").
    static ValueResult<double> number(QStringView text);
    // Floating point formula: literals, pi, + - * /, parentheses, unary signs.
    static ValueResult<double> formula(QStringView text);
    // Rotation matrix: nine numbers row-major, or Rx(f)*Ry(f)*Rz(f)... with
    // formulas f in radians, multiplied left to right.
    static ValueResult<Eigen::Matrix3d> rotation(QStringView text);
    // Translation vector: three numbers.
    static ValueResult<Eigen::Vector3d> translation(QStringView text);

    // max|R^T R - I| (0 for an exact rotation).
    static double orthonormalityError(const Eigen::Matrix3d& r);
};

}  // namespace kinedit
