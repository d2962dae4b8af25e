#include "ClosureSolver.h"

#include <Eigen/Dense>

namespace kinedit::kin {

Eigen::MatrixXd numericJacobian(const std::function<Eigen::VectorXd(const Eigen::VectorXd&)>& g, const Eigen::VectorXd& x, double h) {
    const Eigen::VectorXd g0 = g(x);
    Eigen::MatrixXd J(g0.size(), x.size());
    Eigen::VectorXd xp = x, xm = x;
    for (Eigen::Index i = 0; i < x.size(); ++i) {
        xp[i] = x[i] + h;
        xm[i] = x[i] - h;
        J.col(i) = (g(xp) - g(xm)) / (2 * h);
        xp[i] = xm[i] = x[i];
    }
    return J;
}

namespace {

ClosureResult solveFrom(const std::function<Eigen::VectorXd(const Eigen::VectorXd&)>& g, const Eigen::VectorXd& start,
                        const Eigen::VectorXd& from, const Eigen::VectorXd& lower, const Eigen::VectorXd& upper, double tolerance,
                        int maxIterations) {
    ClosureResult r;
    r.x = from.cwiseMax(lower).cwiseMin(upper);
    Eigen::VectorXd gx = g(r.x);
    r.residual = gx.norm();
    double lambda = 1e-9;
    for (r.iterations = 0; r.iterations < maxIterations; ++r.iterations) {
        const Eigen::MatrixXd J = numericJacobian(g, r.x);
        // Linearised: g(x) + J (y - x) = 0; nearest y to start:
        //   y = start - J^T (J J^T + lambda I)^-1 (g(x) + J (start - x)).
        const Eigen::VectorXd rhs = gx + J * (start - r.x);
        Eigen::MatrixXd A = J * J.transpose();
        A.diagonal().array() += lambda;
        Eigen::VectorXd y = start - J.transpose() * A.ldlt().solve(rhs);
        y = y.cwiseMax(lower).cwiseMin(upper);
        const Eigen::VectorXd gy = g(y);
        const double ny = gy.norm();
        const double step = (y - r.x).norm();
        if (!(ny <= r.residual * 1.5 + tolerance) || !std::isfinite(ny)) {
            // The full step went astray: a damped plain Newton step instead.
            lambda = std::max(lambda * 10, 1e-6);
            if (lambda > 1e6) break;
            continue;
        }
        lambda = std::max(lambda / 10, 1e-12);
        r.x = y;
        gx = gy;
        r.residual = ny;
        if (r.residual <= tolerance && step < 1e-12) break;
        if (r.residual <= tolerance && r.iterations > 3 && step < 1e-9) break;
    }
    r.converged = r.residual <= std::max(tolerance, 1e-9);
    return r;
}

}  // namespace

ClosureResult solveClosureNearest(const std::function<Eigen::VectorXd(const Eigen::VectorXd&)>& g, const Eigen::VectorXd& start,
                                  const Eigen::VectorXd& lower, const Eigen::VectorXd& upper, double tolerance, int maxIterations) {
    ClosureResult best = solveFrom(g, start, start, lower, upper, tolerance, maxIterations);
    if (best.converged) return best;
    // The start may be singular (a linkage in line cannot move sideways to
    // first order): retry from fixed perturbations of growing size and keep
    // the converged solution nearest the start.
    int total = best.iterations;
    bool found = false;
    for (double scale : {0.05, 0.2, 0.6, 1.5}) {
        for (int pattern = 0; pattern < 4; ++pattern) {
            Eigen::VectorXd from = start;
            for (Eigen::Index i = 0; i < from.size(); ++i) from[i] += scale * std::sin(1.7 * double(i + 1) + 2.1 * pattern);
            ClosureResult r = solveFrom(g, start, from, lower, upper, tolerance, maxIterations);
            total += r.iterations;
            if (!r.converged) {
                if (!found && r.residual < best.residual) best = r;
                continue;
            }
            if (!found || (r.x - start).norm() < (best.x - start).norm()) best = r;
            found = true;
        }
        if (found) break;
    }
    best.iterations = total;
    return best;
}

}  // namespace kinedit::kin
