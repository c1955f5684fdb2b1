#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
module {
  func.func private @ext0(tensor<2x8xindex> {llvm.noundef, test.tag = "x"}, tensor<4xi64>)
  func.func private @ext1(i8 {llvm.noundef, test.tag = "x"}, vector<4xf32>, index {llvm.noundef})
  func.func public @fn.0(%arg0: f32) -> i32 {
    %c0_i8 = arith.constant 0 : i8
    %0 = arith.sitofp %c0_i8 : i8 to f32
    %cst = arith.constant dense<[[[true, false, false]], [[false, true, false]], [[true, false, false]], [[true, false, false]]]> : vector<4x1x3xi1>
    %cst_0 = arith.constant dense<[[[-1, 0, -16]], [[-1, 53, -1]], [[0, -1, 127]], [[0, 127, 0]]]> : vector<4x1x3xi8>
    %1 = arith.select %cst, %cst_0, %cst_0 : vector<4x1x3xi1>, vector<4x1x3xi8>
    %c6 = arith.constant 6 : index
    %alloc = memref.alloc(%c6) {alignment = 64 : i64} : memref<2x?xindex>
    memref.dealloc %alloc : memref<2x?xindex>
    %cst_1 = arith.constant dense<-7.500000e+00> : tensor<4xf32>
    %c2 = arith.constant 2 : index
    %extracted = tensor.extract %cst_1[%c2] : tensor<4xf32>
    %c0 = arith.constant 0 : index
    %2 = arith.divsi %c0, %c2 : index
    %c0_2 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    scf.parallel (%arg1) = (%c0_2) to (%c8) step (%c1) {
      %true = arith.constant true
      %3 = arith.cmpi sgt, %true, %true : i1
      scf.reduce 
    }
    %c-1_i32 = arith.constant -1 : i32
    return %c-1_i32 : i32
  }
  func.func @kernel_1(%arg0: index, %arg1: index, %arg2: i64) -> (vector<2x8xf32>, vector<2x8xindex> {llvm.noundef, test.tag = "x"}) attributes {llvm.emit_c_interface, note = "generated"} {
    %0 = tensor.empty() : tensor<4x3xf64>
    %1 = tensor.empty() : tensor<4xf64>
    %reduced = linalg.reduce ins(%0 : tensor<4x3xf64>) outs(%1 : tensor<4xf64>) dimensions = [1] 
      (%in: f64, %init: f64) {
        %4 = arith.addf %in, %init : f64
        linalg.yield %4 : f64
      }
    %cst = arith.constant -7.500000e+00 : f64
    %c3 = arith.constant 3 : index
    %inserted = tensor.insert %cst into %reduced[%c3] : tensor<4xf64>
    %cst_0 = arith.constant dense<-2.500000e-01> : tensor<1x4xf64>
    %cst_1 = arith.constant dense<-7.500000e+00> : tensor<1xf64>
    %2 = linalg.generic {doc = "elementwise", indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%cst_0 : tensor<1x4xf64>) outs(%cst_1 : tensor<1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %4 = arith.addf %in, %out : f64
      %5 = math.absf %4 : f64
      linalg.yield %5 : f64
    } -> tensor<1xf64>
    %cst_2 = arith.constant 1.000000e+02 : f32
    %3 = arith.cmpf une, %cst_2, %cst_2 : f32
    %c2147483647_i32 = arith.constant 2147483647 : i32
    scf.while (%arg3 = %c2147483647_i32) : (i32) -> () {
      %4 = arith.cmpf ord, %1, %reduced : tensor<4xf64>
      %c2 = arith.constant 2 : index
      %extracted = tensor.extract %reduced[%c2] : tensor<4xf64>
      %5 = arith.cmpi ult, %arg1, %c3 : index
      scf.condition(%5)
    } do {
      scf.yield %c2147483647_i32 : i32
    }
    %cst_3 = arith.constant dense<4.000000e+02> : vector<2x8xf32>
    %cst_4 = arith.constant dense<52> : vector<2x8xindex>
    return %cst_3, %cst_4 : vector<2x8xf32>, vector<2x8xindex>
  }
}

