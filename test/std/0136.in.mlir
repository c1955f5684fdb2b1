module {
  module @inner {
    func.func @helper9(%y: vector<1xi16>) attributes {passthrough = ["nounwind"], level = 2 : i64} {
      %2 = tensor.empty() : tensor<4x1xbf16>
      %3 = arith.addf %2, %2 fastmath<fast> : tensor<4x1xbf16>
      %4 = memref.alloc() : memref<4xbf16>
      %5 = memref.alloc() : memref<4x1xbf16>
      linalg.broadcast ins(%4 : memref<4xbf16>) outs(%5 : memref<4x1xbf16>) dimensions = [1]
      %6 = arith.constant -1 : i16
      func.return
    }
  }
  func.func private @fn.0(%1: tensor<?x2xf32> {test.foo = 1 : i32}, %arg_2: vector<1xf32>, %3: f32, %4: f32) attributes {ref = @inner::@helper9} {
    %5 = arith.constant -1.0 : f16

    %cmp_6 = arith.cmpf olt, %5, %5 : f16
    %7 = arith.constant dense<2147483647> : vector<1xi32>
    %cst_8 = arith.constant dense<0> : vector<1xi32>
    %sum, %tmp10 = arith.addui_extended %7, %cst_8 : vector<1xi32>, vector<1xi1>
    %cst = arith.constant 0.5 : f16
    %v12 = math.acos %cst fastmath<afn> : f16
    %13 = arith.constant -1 : index
    %x14, %15 = scf.index_switch %13 -> f32, f32
    case 0 {
      %16 = memref.alloc() : memref<2xi16>
      %c_17 = arith.constant 0 : index
      %v_18 = memref.load %16[%c_17] : memref<2xi16>
      %20 = arith.constant 100.0 : f32
      %alloc = memref.alloc() : memref<4x1xf32>
      %22 = memref.alloc() : memref<4xf32>
      linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"], doc = "elementwise"} ins(%alloc : memref<4x1xf32>) outs(%22 : memref<4xf32>) {
      ^bb0(%t23: f32, %24: f32):
        %lhs = arith.addf %t23, %24 : f32
        linalg.yield %lhs : f32
      }
      %c_26 = arith.constant 0 : i16
      %27 = arith.constant 0.0 : f32
      scf.yield %27, %20 : f32, f32
    }
    default {
      %c = arith.constant -20 : i16
      %29 = tensor.splat %c : tensor<1xi16>
      scf.yield %4, %4 : f32, f32
    }
    %cst_30 = arith.constant dense<[[67, -1, 50, 32767], [-1,0,-1,1], [-1, 44, 0, 11], [7, -1, 1, 5]]> : vector<4x4xi16>
    %32 = arith.constant dense<[[1,0,32767,0], [1,63,32767,37], [-1, 70, 0, 1], [21, 1, 32767, 1]]> : vector<4x4xi16>
    %33 = arith.select %cmp_6, %cst_30, %32 : vector<4x4xi16>
    %tmp34 = arith.cmpi slt, %13, %13 : index
    %36 = arith.constant 1 : i32
    cf.cond_br %tmp34, ^exit3, ^exit1(%36 : i32)
  ^exit1(%tmp37: i32):
    %x38 = arith.cmpf uge, %15, %15 : f32
    %39 = tensor.empty() : tensor<4x1xf32>
    %c_40 = arith.constant 0x3fffffffffffffff : i64
    %t41 = arith.cmpi ule, %c_40, %c_40 : i64  // note
    cf.assert %t41, "ok"
    %acc = scf.if %x38 -> i16 {
      %43 = memref.alloca() : memref<1xbf16>
      linalg.add ins(%43, %43 : memref<1xbf16>, memref<1xbf16>) outs(%43 : memref<1xbf16>)
      %cst_44 = arith.constant dense<0.0> : tensor<3x3xf32>
      %c_45 = arith.constant 0 : index
      %a.b = tensor.dim %cst_44, %c_45 : tensor<3x3xf32>
      %48 = arith.constant -1 : i16
      scf.yield %48 : i16
    } else {
      cf.assert %x38, ""
      %49 = arith.constant 0 : index
      %tmp51 = arith.constant 6 : index
      %52 = arith.constant 3 : index
      scf.for %v53 = %49 to %tmp51 step %52 { // TODO: check
        %54 = arith.constant dense<[0]> : tensor<1xi32>
        %55 = arith.constant 0 : index
        %56 = tensor.extract %54[%55] : tensor<1xi32> // TODO: check
        scf.yield
      }
      %t59 = arith.constant 1 : i16
      scf.yield %t59 : i16
    }
    %61 = arith.constant 0x3 : i8
    cf.switch %61 : i8, [default: ^bb2, 1: ^bb2, 2: ^bb2, 4: ^bb2]
  ^bb2:
    %62 = arith.cmpi slt, %13, %13 : index
    // ---- comment line ----
    cf.cond_br %62, ^exit3, ^exit3
  ^exit3:
    func.return
  }
}
