// ir-gen std --seed 251 --size 15
!buf0 = memref<2xindex>
!buf1 = memref<1xbf16>
!tensor2 = tensor<1xi1>
!buf3 = memref<1x4xindex>
!tensor4 = tensor<1xf16>
!vec5 = vector<4x8xi8>
memref.global "private" constant @g0 : memref<1xbf16> = dense<-7.5>
func.func private @ext0() -> memref<2xindex>
func.func public @f0(%v1: i32 {llvm.zeroext}, %arg: index {llvm.noundef}, %3: index) -> (index {llvm.noundef, test.tag = "x"}) attributes {test.kernel} {
  %cst_4 = arith.constant dense<-0.25> : tensor<3x4xf32>
  %isnan = math.isnan %cst_4 : tensor<3x4xf32>
  %6 = call @ext0() : () -> (!buf0)
  %7 = arith.constant 2.5 : f64
  %8 = arith.cmpf uge, %7, %7 fastmath<nnan, ninf, nsz> : f64
  %9 = memref.get_global @g0 : !buf1
  %x_1 = tensor.empty() : tensor<1xi1>
  %a.b = arith.constant dense<[-1]> : tensor<1xindex>
  %12 = arith.select %x_1, %a.b, %a.b : !tensor2, tensor<1xindex>
  %13 = arith.constant 4.0E+2 : f64
  %log = math.log %13 fastmath<fast> : f64
  %15 = memref.alloca() {alignment = 64} : memref<3x4xf32>
  %v16 = memref.alloc() : memref<3xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%15 : memref<3x4xf32>) outs(%v16 : memref<3xf32>) {
  ^bb0(%17: f32, %acc: f32):
    %20 = arith.addf %17, %acc : f32
    %m_21 = math.absf %20 : f32
    linalg.yield %m_21 : f32
  }
  %rhs = memref.alloc() {alignment = 16 : i64} : !buf3
  %c_23 = arith.constant 0 : index
  %c = arith.constant 0 : index
  memref.store %3, %rhs[%c_23, %c] : memref<1x4xindex>
  %26 = arith.constant -1.0 : f16
  %t27 = tensor.splat %26 : !tensor4
  %28 = arith.cmpi sge, %v1, %v1 : i32
  cf.assert %28, "ok"
  %29 = arith.constant dense<1.0> : vector<1xf32>
  %30 = math.isinf %29 : vector<1xf32>
  %cst_31 = arith.constant dense<1.5e-1> : tensor<3x4xf32>
  %cmp = arith.cmpf ule, %cst_31, %cst_31 fastmath<none> : tensor<3x4xf32>
  %33 = arith.constant 64 : i64
  %34:2 = arith.mului_extended %33, %33 : i64
  %c_35 = arith.constant 1 : i64
  %c_36 = arith.constant 0x3 : i64
  scf.for %37 = %c_35 to %c_35 step %c_36 : i64 {
    %cst_38 = arith.constant dense<127> : !vec5
    %lhs = arith.shli %cst_38, %cst_38 : !vec5
  }
  return %c : index
}
