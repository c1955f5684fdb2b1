!buf0 = memref<2x1xi64>
!buf1 = memref<4xi64>
!vec2 = vector<2x8xi32>
!vec3 = vector<2x4xbf16>
!buf4 = memref<2x8xf32>
!vec5 = vector<4xi64>
!buf6 = memref<1xi64, strided<[1], offset: 3>>
!buf7 = memref<2x?xi64>
module {
  memref.global "private" @g0 : memref<2x8xi64> = dense<1>
  func.func @f0(%x1: vector<2x8xi32>) -> (!buf0 {llvm.noundef, test.tag = "x"}, !buf1) attributes {test.kernel} {
    %2 = arith.constant true
    cf.assert %2, "ok"
    %get_global = memref.get_global @g0 : memref<2x8xi64>
    %c = arith.constant 4611686018427387903 : i64
    %v5 = arith.constant 0 : i64
    %sel_6 = arith.select %2, %c, %v5 : i64
    %f_7 = func.constant @f0 : (!vec2) -> (memref<2x1xi64>, !buf1)
    %val, %9 = func.call_indirect %f_7(%x1) : (!vec2) -> (memref<2x1xi64>, !buf1)
    %cst = arith.constant dense<[[4.0E+2,100.0,0.5,0.5], [0.5, 0.0, -7.5, 0.5]]> : vector<2x4xbf16>
    %t11 = arith.minimumf %cst, %cst fastmath<nnan,ninf> : !vec3
    %c_12 = arith.constant 6 : index
    %13 = arith.constant 4 : index
    %sum = memref.alloc(%c_12)[%13] {alignment = 64} : memref<?x4xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
    %c_15 = arith.constant 4 : index
    %c_16 = arith.constant 5 : index
    %alloc = memref.alloc(%c_15)[%c_16] {alignment = 64} : memref<?x4xi64, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
    %18 = memref.alloc() : memref<2x8xf32>
    linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%18, %18 : memref<2x8xf32>, !buf4) outs(%18 : !buf4) {
    ^bb0(%lhs: f32, %20: f32, %21: f32):  // note
      %tmp23 = arith.addf %lhs, %20 : f32  // note
      %acc = arith.addf %tmp23, %21 : f32
      linalg.yield %acc : f32
    }
    %undefined_cond, %t28 = scf.if %2 -> (i64, i64) {
      %cst_29 = arith.constant -0.25 : f32
      %neg = arith.negf %cst_29 : f32
      scf.yield %v5, %v5 : i64, i64
    } else {
      %rhs = arith.constant dense<[0, -7, 4611686018427387903, 58]> : vector<4xi64>
      %tmp32:2 = arith.mului_extended %rhs, %rhs : !vec5
      %v34 = arith.constant 35 : i64
      scf.yield %v34, %c : i64, i64
    }
    %y = arith.constant dense<[0, 57, 0, -1, 4611686018427387903, 1, 1, 4611686018427387903]> : tensor<8xi64>
    %38 = arith.constant 0 : index
    %dim = tensor.dim %y, %38 : tensor<8xi64>
    // ---- comment line ----
    %40 = memref.alloca() {alignment = 64} : memref<4xi64>
    %41 = memref.subview %40[3] [1] [1] : memref<4xi64> to !buf6
    %45 = arith.constant 6 : index
    %47 = memref.alloc(%45) : !buf7
    %48 = arith.constant 1 : index
    %49 = arith.constant 0 : index
    memref.store %v5, %47[%48, %49] : memref<2x?xi64>
    %tmp51 = arith.constant dense<1> : vector<2x8xi64>
    %t52 = arith.cmpi sgt, %tmp51, %tmp51 : vector<2x8xi64>
    func.return %val, %40 : memref<2x1xi64>, memref<4xi64>
  }
}
