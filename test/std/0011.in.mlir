// ir-gen std --seed 11 --size 9
!buf0 = memref<2x3xf32>
!buf1 = memref<2x8xf32>
!vec2 = vector<4xi16>
!tensor3 = tensor<1x4xf64>
!tensor4 = tensor<4xi64>
!tensor5 = tensor<4xbf16>

func.func private @f0(%1: i64, %2: memref<4xi64> {llvm.noundef}, %x3: bf16) -> f16 attributes {llvm.emit_c_interface, note = "generated"} {
  %res = memref.alloc() : memref<2x3xf32>
  %5 = memref.alloc() : memref<3x8xf32>
  %alloc_6 = memref.alloc() : memref<2x8xf32>
  linalg.matmul ins(%res, %5 : !buf0, memref<3x8xf32>) outs(%alloc_6 : !buf1)
  %t7 = arith.constant dense<32767> : vector<4xi16>
  %8 = arith.constant dense<[-9, 32767, 0, 1]> : !vec2
  %9:2 = arith.mulsi_extended %t7, %8 : vector<4xi16>
  %10 = arith.constant 0 : index
  %11 = arith.constant 2 : index
  %12 = arith.constant 1 : index
  %14 = arith.constant -1 : i64
  %val = scf.parallel (%y) = (%10) to (%11) step (%12) init (%14) -> (i64) {
    %x16 = arith.constant 5 : index
    %t17 = arith.constant 7 : index
    %t18 = memref.alloc(%x16)[%t17] {alignment = 64} : memref<?x4xi64, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
    %empty_19 = tensor.empty() : !tensor3
    %20 = arith.cmpf uno, %empty_19, %empty_19 : tensor<1x4xf64>
    %empty = tensor.empty() : tensor<4xi1>
    %acc = tensor.empty() : !tensor4
    %23 = arith.select %empty, %acc, %acc : tensor<4xi1>, tensor<4xi64>
    scf.reduce(%14 : i64) {
    ^bb0(%lhs: i64, %rhs_25: i64):
      %red = arith.addi %lhs, %rhs_25 : i64
      scf.reduce.return %red : i64
    }
  }
  %tmp28 = arith.constant 0x7f : i8
  %29 = arith.constant -1 : i8
  %30 = arith.cmpi eq, %tmp28, %29 : i8
  %31, %32 = scf.if %30 -> (i64, i64) {
    %33 = arith.constant 0 : i16
    %uitofp = arith.uitofp %33 : i16 to bf16
    %tmp35 = arith.constant dense<100.0> : !tensor5
    %rhs = arith.constant 4611686018427387903 : i64
    scf.yield %14, %rhs : i64, i64
  } else {
    scf.yield %1, %1 : i64, i64
  }
  %cst_37 = arith.constant 3.0 : f16
  func.return %cst_37 : f16
}
