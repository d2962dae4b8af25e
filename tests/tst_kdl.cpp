// Forward kinematics and Jacobians against Orocos KDL (kdl_parser reads the
// same URDF) on the corpus arms, to 1e-12. Built only when KDL is found.
#include "TestSupport.h"

#include "formats/urdf/UrdfFormat.h"
#include "kinematics/Chain.h"
#include "kinematics/Kinematics.h"
#include "bench/KinematicsBench.h"
#include "xml/XmlDocument.h"

#include <kdl/chainfksolverpos_recursive.hpp>
#include <kdl/chainjnttojacsolver.hpp>
#include <kdl_parser/kdl_parser.hpp>

using namespace kinedit;

class TestKdl : public QObject {
    Q_OBJECT
private slots:
    void arms_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("base");
        QTest::addColumn<QString>("tip");
        const QString u = test::corpusDir() + QStringLiteral("/urdf/");
        QTest::newRow("panda") << u + "example-robot-data/robots/panda_description/urdf/panda.urdf"
                               << "panda_link0"
                               << "panda_link8";
        QTest::newRow("iiwa7") << u + "iiwa_description/urdf/iiwa7_obj.urdf"
                               << "iiwa_link_0"
                               << "iiwa_link_ee";
        QTest::newRow("baxter right arm") << u + "example-robot-data/robots/baxter_description/urdf/baxter.urdf"
                                          << "base"
                                          << "right_gripper";
        QTest::newRow("pr2 left arm") << u + "example-robot-data/robots/pr2_description/urdf/pr2.urdf"
                                      << "torso_lift_link"
                                      << "l_wrist_roll_link";
        QTest::newRow("pr2 base to head") << u + "example-robot-data/robots/pr2_description/urdf/pr2.urdf"
                                          << "base_footprint"
                                          << "head_plate_frame";
    }
    void arms() {
        QFETCH(QString, file);
        QFETCH(QString, base);
        QFETCH(QString, tip);
        KINEDIT_REQUIRE_SHARED(file);
        Diagnostics d;
        auto doc = XmlDocument::load(file, &d);
        QVERIFY(doc);
        auto model = UrdfFormat().compile(*doc, d);
        QVERIFY(model);
        std::string error;
        auto chain = kin::extractChain(*model, model->frameIndex(base.toStdString()), model->frameIndex(tip.toStdString()), &error);
        QVERIFY2(chain, error.c_str());

        KDL::Tree tree;
        QVERIFY(kdl_parser::treeFromFile(file.toStdString(), tree));
        KDL::Chain kchain;
        QVERIFY(tree.getChain(base.toStdString(), tip.toStdString(), kchain));
        QCOMPARE(int(kchain.getNrOfJoints()), chain->nq());
        KDL::ChainFkSolverPos_recursive fk(kchain);
        KDL::ChainJntToJacSolver jac(kchain);

        kin::Data data(chain);
        const int tipFrame = int(chain->frames().size()) - 1;
        Eigen::Matrix<double, 6, Eigen::Dynamic> J;
        double worstPose = 0, worstJac = 0;
        for (const Eigen::VectorXd& q : bench::sampleConfigurations(*chain, 200, 42)) {
            kin::forwardKinematics(*chain, data, q);
            kin::frameJacobian(*chain, data, tipFrame, J);
            KDL::JntArray kq(kchain.getNrOfJoints());
            for (int i = 0; i < chain->nq(); ++i) kq(i) = q[i];
            KDL::Frame kf;
            QVERIFY(fk.JntToCart(kq, kf) >= 0);
            KDL::Jacobian kj(kchain.getNrOfJoints());
            QVERIFY(jac.JntToJac(kq, kj) >= 0);
            const Eigen::Isometry3d& t = data.oMf[size_t(tipFrame)];
            for (int r = 0; r < 3; ++r) {
                worstPose = std::max(worstPose, std::abs(t.translation()[r] - kf.p(r)));
                for (int c = 0; c < 3; ++c) worstPose = std::max(worstPose, std::abs(t.linear()(r, c) - kf.M(r, c)));
            }
            for (int r = 0; r < 6; ++r)
                for (int c = 0; c < chain->nq(); ++c) worstJac = std::max(worstJac, std::abs(J(r, c) - kj(r, c)));
        }
        QVERIFY2(worstPose < 1e-12, qPrintable(QString::number(worstPose)));
        QVERIFY2(worstJac < 1e-12, qPrintable(QString::number(worstJac)));
    }
};

QTEST_GUILESS_MAIN(TestKdl)
#include "tst_kdl.moc"
