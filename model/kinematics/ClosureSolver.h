// Solving closure equations g(x) = 0 for the free variables of a closed
// chain. Closures often have a curve of solutions (the TriPed's gimbal: two
// equations, three unknowns); the rule here is: the solution nearest to the
// starting point (the previous state). Started from zero this is the
// minimum-norm solution.
#pragma once

#include <Eigen/Core>

#include <functional>

namespace kinedit::kin {

struct ClosureResult {
    Eigen::VectorXd x;
    double residual = 0;  // |g(x)|
    bool converged = false;
    int iterations = 0;
};

// Minimises |x - start| subject to g(x) = 0 (to tolerance), with x kept in
// [lower, upper]. Gauss-Newton on the nearest-point problem with damped
// least-squares steps and a central-difference Jacobian.
ClosureResult solveClosureNearest(const std::function<Eigen::VectorXd(const Eigen::VectorXd&)>& g, const Eigen::VectorXd& start,
                                  const Eigen::VectorXd& lower, const Eigen::VectorXd& upper, double tolerance = 1e-10,
                                  int maxIterations = 200);

// Numerical Jacobian of g at x (central differences).
Eigen::MatrixXd numericJacobian(const std::function<Eigen::VectorXd(const Eigen::VectorXd&)>& g, const Eigen::VectorXd& x, double h = 1e-7);

}  // namespace kinedit::kin
