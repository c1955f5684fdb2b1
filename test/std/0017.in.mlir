// ir-gen std --seed 17 --size 15
!vec0 = vector<4x1x3xi1>
!tensor1 = tensor<1xf64>
module {
  func.func private @ext0(tensor<2x8xindex> {llvm.noundef, test.tag = "x"}, tensor<4xi64>)
  func.func private @ext1(i8 {llvm.noundef, test.tag = "x"}, vector<4xf32>, index {llvm.noundef})
  func.func public @fn.0(%a.b: f32) -> (i32) {
    %tmp2 = arith.constant 0 : i8
    %sitofp = arith.sitofp %tmp2 : i8 to f32
    %tmp4 = arith.constant dense<[[[true, false, false]], [[false, true, false]], [[true,false,false]], [[true,false,false]]]> : !vec0
    %5 = arith.constant dense<[[[-1, 0, -16]], [[-1, 53, -1]], [[0,-1,127]], [[0, 127, 0]]]> : vector<4x1x3xi8>  // note
    %sel_6 = arith.select %tmp4, %5, %5 : vector<4x1x3xi1>, vector<4x1x3xi8>
    %x_1 = arith.constant 6 : index
    %alloc_8 = memref.alloc(%x_1) {alignment = 64} : memref<2x?xindex>
    memref.dealloc %alloc_8 : memref<2x?xindex>
    %cst_9 = arith.constant dense<-7.5> : tensor<4xf32>
    %10 = arith.constant 2 : index
    %extracted = tensor.extract %cst_9[%10] : tensor<4xf32>
    %13 = arith.constant 0 : index
    %15 = arith.divsi %13, %10 : index
    %sum = arith.constant 0 : index
    %c_17 = arith.constant 8 : index
    %c_18 = arith.constant 1 : index
    scf.parallel (%i_19) = (%sum) to (%c_17) step (%c_18) {
      %20 = arith.constant 1 : i1
      %cmp = arith.cmpi sgt, %20, %20 : i1
    }
    %22 = arith.constant -1 : i32
    func.return %22 : i32
  }
  func.func @kernel_1(%arg_1: index, %2: index, %3: i64) -> (vector<2x8xf32>, vector<2x8xindex> {llvm.noundef, test.tag = "x"}) attributes {llvm.emit_c_interface, note = "generated"} {

    %4 = tensor.empty() : tensor<4x3xf64>
    %v5 = tensor.empty() : tensor<4xf64>
    %6 = linalg.reduce ins(%4 : tensor<4x3xf64>) outs(%v5 : tensor<4xf64>) dimensions = [1]
      (%7: f64, %init_8: f64) {
        %v9 = arith.addf %7, %init_8 : f64
        linalg.yield %v9 : f64
      }
    %10 = arith.constant -7.5 : f64

    %11 = arith.constant 3 : index
    %rhs = tensor.insert %10 into %6[%11] : tensor<4xf64>
    %cst_13 = arith.constant dense<-0.25> : tensor<1x4xf64>
    %acc = arith.constant dense<[-7.5]> : tensor<1xf64>
    %15 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"], doc = "elementwise"} ins(%cst_13 : tensor<1x4xf64>) outs(%acc : tensor<1xf64>) {
    ^bb0(%in: f64, %val: f64):
      %s = arith.addf %in, %val : f64
      %19 = math.absf %s : f64
      // ---- comment line ----
      linalg.yield %19 : f64
    } -> !tensor1
    %cst_20 = arith.constant 100.0 : f32
    %cmp_21 = arith.cmpf une, %cst_20, %cst_20 : f32
    %c = arith.constant 2147483647 : i32
    // ---- comment line ----
    scf.while (%23 = %c) : (i32) -> () {
      %x24 = arith.cmpf ord, %v5, %6 fastmath<none> : tensor<4xf64>
      %lhs = arith.constant 2 : index
      %v27 = tensor.extract %6[%lhs] : tensor<4xf64>
      %sum = arith.cmpi ult, %2, %11 : index
      scf.condition(%sum)
    } do {
      scf.yield %c : i32
    }
    %cst = arith.constant dense<4.0E+2> : vector<2x8xf32>
    %32 = arith.constant dense<52> : vector<2x8xindex>
    return %cst, %32 : vector<2x8xf32>, vector<2x8xindex>
  }
}
