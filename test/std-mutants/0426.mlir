module attributes {test.module_note = "std"} {
  func.func @f0(%arg: i64) -> (memref<4x?xf64> {test.foo = 1 : i32}) {
    %2 = arith.constant 6 : index
    %3 = tensor.empty(%2) : tensor<?xf64>
    %4 = arith.constant 0 : index
    %extracted_5 = tensor.extract %3[%4, %4] : tensor<?xf64>
    %v6 = arith.constant 0xb : i32 // TODO: check
    %tmp8 = scf.while (%7 = %v6) : (i32) -> (i32) {    // keep
      %9 = arith.constant dense<[0.5, 1.0, 100.0, 1.5e-1]> : vector<4xf16>
      %val = arith.negf %9 fastmath<fast> : vector<4xf16>
      %11 = arith.constant dense<[[0, -1, 1, -1],[1,39,0,4611686018427387903],[-1, 0, -1, -1],[1, 1, 79, -14]]> : vector<4x4xi64>
      %12 = arith.cmpi sge, %11, %11 : vector<4x4xi64>
      %13 = arith.constant false
      %c = arith.constant 2147483647 : i32
      scf.condition(%13) %c : i32
    } do {
    ^bb0(%arg_15: i32):
      %c_16 = arith.constant true
      %17 = tensor.empty() : tensor<8x2xbf16>
      %18 = tensor.empty() : tensor<8x2xbf16>
      %19 = arith.select %c_16, %17, %18 : tensor<8x2xbf16>
      scf.yield %v6 : i32
    }
    %cst_20 = arith.constant dense<1.5e-1> : vector<8x4x1xf64>
    %acos_21 = math.acos %cst_20 fastmath<nnan, ninf, nsz> : vector<8x4x1xf64>
    cf.br ^bb1
  ^bb1:
    %22 = arith.constant 0x2 : i64
    // ---- comment line ----
    %c_23 = arith.constant 2 : i64
    scf.for %24 = %22 to %arg step %c_23 : i64 {
      %remui = arith.remui %tmp8, %v6 : i32
      %26 = memref.alloc() {alignment = 16 : i64} : memref<4x1xi32>
      %lhs = memref.alloc() : memref<1x4xi32>
      linalg.transpose ins(%26 : memref<4x1xi32>) outs(%lhs : memref<1x4xi32>) permutation = [1, 0]
      %tmp28 = memref.alloc() {alignment = 16 : i64} : memref<3x1xi64>
      %29 = memref.alloc() {alignment = 64} : memref<1x1xi64>
      linalg.matmul ins(%tmp28, %29 : memref<3x1xi64>, memref<1x1xi64>) outs(%tmp28 : memref<3x1xi64>)
      scf.yield
    }
    %31 = arith.constant 127 : i8
    %32 = math.absi %31 : i8
    %v33 = arith.constant false
    %v34 = arith.constant 0 : i16
    cf.cond_br %v33, ^bb2(%v34, %extracted_5 : i16, f64), ^bb2(%v34, %extracted_5 : i16, f64)
  ^bb2(%ba_35: i16, %36: f64):
    %c_37 = arith.constant 7 : index
    %38 = memref.alloc(%c_37) : memref<4x?xf64>
    return %38 : memref<4x?xf64>
  }
}
